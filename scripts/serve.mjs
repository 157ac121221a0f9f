// Serves a build of Hearth as a real static server would (`npm start`, the e2e tests, the
// benchmarks, Lighthouse): the files the build precompressed with brotli or gzip
// (vite-plugin-compression2) when the browser accepts them, and the headers the build wrote in
// `_headers` (build-plugins/cache-headers.ts: the Content-Security-Policy, long immutable caching
// for the hashed files in assets/, `no-cache` for the rest). Files are served by sirv.
//
//   node scripts/serve.mjs [--dir dist] [--host 127.0.0.1] [--port 4173]
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import sirv from 'sirv'

/** Reads a `_headers` file: path patterns (`/*`, `/assets/*`), each with indented headers. */
export function parseHeaders(text) {
  const rules = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} })
      continue
    }
    const colon = line.indexOf(':')
    if (colon < 0 || !rules.length) throw new Error(`_headers: cannot read "${line.trim()}"`)
    rules.at(-1).headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return rules
}

/** The headers of a path: every matching rule's, later rules over earlier ones. */
export function headersFor(rules, path) {
  const headers = {}
  for (const { pattern, headers: set } of rules) {
    const matches = pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern
    if (matches) Object.assign(headers, set)
  }
  return headers
}

/** A request handler for the build in `dir`. */
export function hearthHandler(dir) {
  const root = resolve(dir)
  const headersPath = resolve(root, '_headers')
  const rules = existsSync(headersPath) ? parseHeaders(readFileSync(headersPath, 'utf8')) : []
  const files = sirv(root, {
    // Precompressed `.br` and `.gz` beside each file, chosen by Accept-Encoding.
    brotli: true,
    gzip: true,
    etag: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(headersFor(rules, pathname)))
        res.setHeader(name, value)
    },
  })
  return (req, res) => {
    let path
    try {
      path = decodeURIComponent((req.url ?? '/').split(/[?#]/)[0])
    } catch {
      // An address that does not decode names no file.
      return notFound(res)
    }
    // The build's own notes for servers are not part of the app.
    if (path === '/_headers' || path === '/.vite/manifest.json') return notFound(res)
    files(req, res, () => notFound(res))
  }
}

function notFound(res) {
  res.statusCode = 404
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.end('Not found')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'dist' },
      host: { type: 'string', default: '127.0.0.1' },
      port: { type: 'string', default: '4173' },
    },
  })
  if (!existsSync(resolve(values.dir, 'index.html'))) {
    console.error(`No build in ${values.dir}: run \`npx vite build\` first.`)
    process.exit(1)
  }
  const server = createServer(hearthHandler(values.dir))
  server.on('error', (error) => {
    console.error(`Cannot serve on ${values.host}:${values.port}: ${error.message}`)
    process.exit(1)
  })
  server.listen(Number(values.port), values.host, () =>
    console.log(`Serving ${values.dir} at http://${values.host}:${values.port}/`),
  )
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0))
}
