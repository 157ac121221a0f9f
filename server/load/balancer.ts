// A TCP load balancer in front of sync server instances, as production would have: each new
// connection goes to the first backend, in the order given, that accepts it. When an instance
// dies, its connections close and the clients' reconnections land on the next one.
import net from 'node:net'

export interface Balancer {
  url: string
  /** The backend port of each connection made so far, in order. */
  routed: number[]
  close(): Promise<void>
}

export async function startBalancer(backendPorts: number[]): Promise<Balancer> {
  const sockets = new Set<net.Socket>()
  const routed: number[] = []
  const track = (socket: net.Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  const server = net.createServer((client) => {
    track(client)
    const tryBackend = (index: number) => {
      const port = backendPorts[index]
      if (port === undefined) return client.destroy()
      let connected = false
      const upstream = net.connect({ host: '127.0.0.1', port })
      track(upstream)
      upstream.once('error', () => !connected && !client.destroyed && tryBackend(index + 1))
      upstream.once('connect', () => {
        connected = true
        routed.push(port)
        client.pipe(upstream).pipe(client)
        upstream.once('close', () => client.destroy())
        client.once('close', () => upstream.destroy())
      })
    }
    tryBackend(0)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `ws://127.0.0.1:${port}`,
    routed,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => done())
      }),
  }
}
