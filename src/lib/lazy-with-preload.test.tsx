import { act, render, screen } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { expect, it, vi } from 'vitest'
import { lazyWithPreload, useLoadedWhen } from './lazy-with-preload'

const Hello = ({ name }: { name: string }) => <p>Hello, {name}</p>

const NotYet = () => <p>Not yet</p>

class Catch extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null as string | null }
  static getDerivedStateFromError(error: Error) {
    return { error: error.message }
  }
  render() {
    return this.state.error ? <p>Caught: {this.state.error}</p> : this.props.children
  }
}

it('with a placeholder: shows it, fetches the code after the first render, then the component', async () => {
  let arrive = () => {}
  let asked = 0
  const Lazy = lazyWithPreload(
    () => {
      asked++
      return new Promise<{ default: typeof Hello }>((resolve) => {
        arrive = () => resolve({ default: Hello })
      })
    },
    { placeholder: NotYet },
  )
  render(<Lazy name="Ada" />)
  expect(screen.getByText('Not yet')).toBeInTheDocument()
  expect(asked).toBe(1)
  await act(async () => arrive())
  expect(screen.getByText('Hello, Ada')).toBeInTheDocument()
  // Loaded: a later mount renders it in its first pass.
  render(<Lazy name="Ada" />)
  expect(screen.getAllByText('Hello, Ada')).toHaveLength(2)
  expect(asked).toBe(1)
})

it('with a placeholder: a failed load reaches the nearest error boundary', async () => {
  const Lazy = lazyWithPreload<{ name: string }>(() => Promise.reject(new Error('Chunk gone')), {
    placeholder: NotYet,
  })
  render(
    <Catch>
      <Lazy name="Ada" />
    </Catch>,
  )
  expect(await screen.findByText('Caught: Chunk gone')).toBeInTheDocument()
})

it('a module with no component as its default export is an error, not a placeholder for good', async () => {
  // As a module imported again after a failed download is (importAgain): a load that took a
  // named export with `.then` would get the whole module back.
  const Lazy = lazyWithPreload<{ name: string }>(
    () => Promise.resolve({ RenderedNote: Hello } as unknown as { default: typeof Hello }),
    { placeholder: NotYet },
  )
  render(
    <Catch>
      <Lazy name="Ada" />
    </Catch>,
  )
  expect(await screen.findByText(/Caught: .*no default export/)).toBeInTheDocument()
})

/** A load that fails (the code cannot be downloaded) until `network.up`; counts its attempts. */
function flakyLoad() {
  const network = { up: false, attempts: 0 }
  const load = () => {
    network.attempts++
    return network.up
      ? Promise.resolve({ default: Hello })
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
  }
  return { network, load }
}

it('optional: a failed load keeps the placeholder, and loads again when the browser is back online', async () => {
  const { network, load } = flakyLoad()
  const Lazy = lazyWithPreload(load, { placeholder: NotYet, optional: true })
  render(
    <Catch>
      <Lazy name="Ada" />
    </Catch>,
  )
  await act(async () => {})
  expect(network.attempts).toBe(1)
  expect(screen.getByText('Not yet')).toBeInTheDocument()
  expect(screen.queryByText(/Caught/)).not.toBeInTheDocument()
  network.up = true
  await act(async () => void window.dispatchEvent(new Event('online')))
  expect(screen.getByText('Hello, Ada')).toBeInTheDocument()
  expect(network.attempts).toBe(2)
})

it('optional: without a placeholder shows nothing, and shows once a later preload() succeeds', async () => {
  const { network, load } = flakyLoad()
  const Lazy = lazyWithPreload(load, { optional: true })
  const { container } = render(
    <Catch>
      <Lazy name="Ada" />
    </Catch>,
  )
  await act(async () => {})
  expect(container).toBeEmptyDOMElement()
  network.up = true
  await act(() => Lazy.preload())
  expect(screen.getByText('Hello, Ada')).toBeInTheDocument()
})

it('useLoadedWhen: fetches the code while wanted, reports a failure, and fetches again when wanted again', async () => {
  const { network, load } = flakyLoad()
  const Lazy = lazyWithPreload(load)
  const onFailure = vi.fn()
  function Opener({ wanted }: { wanted: boolean }) {
    const ready = useLoadedWhen(Lazy, wanted, onFailure)
    return ready ? <Lazy name="Ada" /> : <NotYet />
  }
  const { rerender } = render(<Opener wanted={false} />)
  await act(async () => {})
  expect(network.attempts).toBe(0)
  rerender(<Opener wanted />)
  await act(async () => {})
  expect(onFailure).toHaveBeenCalledOnce()
  expect(screen.getByText('Not yet')).toBeInTheDocument()
  network.up = true
  rerender(<Opener wanted={false} />)
  rerender(<Opener wanted />)
  expect(await screen.findByText('Hello, Ada')).toBeInTheDocument()
  expect(network.attempts).toBe(2)
  expect(onFailure).toHaveBeenCalledOnce()
})

it('useLoadedWhen: a preload under way that fails once the network is back is fetched afresh, not reported', async () => {
  const network = { up: false, attempts: 0 }
  let cutOff!: () => void
  const load = () => {
    network.attempts++
    // The first fetch is cut off late, after the network came back (and after it was wanted).
    if (network.attempts === 1)
      return new Promise<{ default: typeof Hello }>((_, reject) => {
        cutOff = () => reject(new TypeError('Failed to fetch dynamically imported module'))
      })
    return network.up
      ? Promise.resolve({ default: Hello })
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
  }
  const Lazy = lazyWithPreload(load)
  const onFailure = vi.fn()
  function Opener({ wanted }: { wanted: boolean }) {
    const ready = useLoadedWhen(Lazy, wanted, onFailure)
    return ready ? <Lazy name="Ada" /> : <NotYet />
  }
  const preloaded = Lazy.preload().catch(() => {})
  const { rerender } = render(<Opener wanted={false} />)
  network.up = true
  rerender(<Opener wanted />)
  await act(async () => {
    cutOff()
    await preloaded
  })
  expect(await screen.findByText('Hello, Ada')).toBeInTheDocument()
  expect(onFailure).not.toHaveBeenCalled()
})
