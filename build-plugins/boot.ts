import type { Plugin } from 'vite'

/**
 * Starts the app's JavaScript after the first frame is painted. The build's entry script and its
 * module preloads leave the HTML; in their place goes a JSON list (`#hearth-modules`, data that
 * never runs), which `public/boot.js` requests once the boot shell is on screen, so nothing
 * competes with the first paint. Nothing inline runs, so the page's script policy stays `'self'`.
 * When the page opens on the Overview, boot.js also fetches the chunks of its first screen at
 * once (`overview`), instead of once the app's code has run and asked for them.
 */
export function startAfterFirstPaint({
  overview: overviewRoots,
}: {
  /** The modules of the Overview's first screen (the page and its default widgets). */
  overview: readonly string[]
}): Plugin {
  const overviewModules = new Set(overviewRoots)
  return {
    name: 'hearth:start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)
        if (!entry) return html
        const preloads = [
          ...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
        ].map((m) => m[1]!)
        // main.tsx imports the data session dynamically at once: fetch it alongside the shell.
        const session = Object.values(bundle ?? {}).find(
          (chunk) =>
            chunk.type === 'chunk' &&
            chunk.moduleIds.some((id) => id.endsWith('/src/data/session.ts')),
        )
        if (session?.type === 'chunk') {
          for (const file of [session.fileName, ...session.imports]) {
            const href = `./${file}`
            if (!preloads.includes(href) && !entry[1]!.endsWith(file)) preloads.push(href)
          }
        }
        // The data session's entry (src/data/start.ts): boot.js starts it beside the app's.
        const dataStart = Object.values(bundle ?? {}).find(
          (chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith('/src/data/start.ts'),
        )
        const data = dataStart ? `./${dataStart.fileName}` : undefined
        // The chunks holding any of `modules` and what they import, less what the entry's list
        // has: each such list boot.js fetches only when this start needs it.
        const chunksOf = (has: (id: string) => boolean) => {
          const hrefs: string[] = []
          const add = (file: string) => {
            const href = `./${file}`
            if (hrefs.includes(href) || preloads.includes(href) || entry[1]!.endsWith(file)) return
            hrefs.push(href)
            const chunk = bundle?.[file]
            if (chunk?.type === 'chunk') chunk.imports.forEach(add)
          }
          for (const chunk of Object.values(bundle ?? {}))
            if (chunk.type === 'chunk' && chunk.moduleIds.some(has)) add(chunk.fileName)
          return hrefs
        }
        // The Overview's own chunks: when the page opens on it.
        const overview = chunksOf((id) => overviewModules.has(id))
        // The document's code (src/data/doc/yjs-kit.ts): when the start will need a document
        // (a very first visit, a workspace stored before rows).
        const kit = chunksOf((id) => id.endsWith('/src/data/doc/yjs-kit.ts'))
        // `<` never appears raw inside the block, so no text can close it early.
        const list = JSON.stringify({ entry: entry[1], data, preloads, overview, kit }).replace(
          /</g,
          '\\u003c',
        )
        return html
          .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
          .replace(entry[0], `<script type="application/json" id="hearth-modules">${list}</script>`)
      },
    },
  }
}

/**
 * Inlines the stylesheet into the built HTML: the boot shell in index.html then paints as soon
 * as the HTML arrives, without waiting behind the module scripts for a render-blocking request.
 */
export function inlineStyles(): Plugin {
  return {
    name: 'hearth:inline-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\.?\/?([^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = bundle?.[file]
            if (!asset || asset.type !== 'asset') return tag
            // The disabled link is never fetched, but it tells Vite's loader of lazily loaded
            // code that this stylesheet is on the page: without it, the first lazy chunk that
            // depends on it (the Overview, any section) fetched it once more and waited for it.
            return `<style>${String(asset.source)}</style><link rel="stylesheet" href="./${file}" disabled>`
          },
        )
      },
    },
  }
}

/**
 * Puts the keys `public/boot-keys.js` takes before the app's code is here into the HTML, as a
 * JSON block that never runs (`#hearth-keys`), right before that script: the list is made from
 * the command registry (src/app/shortcuts/boot-keys.ts; a test keeps `keys` in step with it).
 */
export function bootKeyList(keys: unknown): Plugin {
  // `<` never appears raw inside the block, so no text can close it early.
  const json = JSON.stringify(keys).replace(/</g, '\\u003c')
  return {
    name: 'hearth:boot-key-list',
    transformIndexHtml: {
      order: 'post',
      handler(html, { filename }) {
        const script = /<script src="[^"]*boot-keys\.js"><\/script>/.exec(html)
        if (!script && filename.endsWith('/index.html'))
          throw new Error('index.html has no boot-keys.js script')
        if (!script) return html
        return html.replace(
          script[0],
          `<script type="application/json" id="hearth-keys">${json}</script>${script[0]}`,
        )
      },
    },
  }
}
