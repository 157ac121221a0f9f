import type { Connect, Plugin } from 'vite'

/**
 * How long a browser may keep each file of the built app without asking the server again
 * (docs/security.md, Headers for servers). Files in `assets/` carry a hash of their content in
 * their names: a new build gives new names, so a browser may keep them for good. Everything
 * else (`index.html`, `sw.js`, `boot.js`, the manifest) keeps its name across builds and is
 * checked on every load (`no-cache`, the preview server's default).
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Marks `assets/` files as immutable; the rest keeps the server's own header. */
export const cacheHeaders: Connect.NextHandleFunction = (req, res, next) => {
  const path = (req.url ?? '').split(/[?#]/)[0]!
  if (path.startsWith('/assets/') && !path.includes('..')) res.setHeader('Cache-Control', IMMUTABLE)
  next()
}

/**
 * Makes `vite preview` send files as they are: it compresses every response, and it serves
 * 127.0.0.1 only, where gzip saves no time and cost about 70 ms of the server's CPU per page
 * load (a third of its work in the e2e tests). Servers on a network compress as they like.
 */
export const uncompressed: Connect.NextHandleFunction = (req, _res, next) => {
  delete req.headers['accept-encoding']
  next()
}

/**
 * `vite preview` (`npm start`, the e2e tests) serves every file with `Cache-Control: no-cache`,
 * so each reload asked again for each of the app's 60-odd scripts. With this, a reload reads
 * them from the browser's cache (and their compiled code with them).
 */
export function immutableAssets(): Plugin {
  return {
    name: 'hearth:preview-headers',
    configurePreviewServer(server) {
      // Before the compression and the static file server (which keeps a header already set).
      server.middlewares.use(uncompressed)
      server.middlewares.use(cacheHeaders)
    },
  }
}
