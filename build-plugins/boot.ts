import type { Plugin } from 'vite'

/**
 * Starts the app's JavaScript after the first frame is painted. The build's entry script and its
 * module preloads leave the HTML; in their place goes a JSON list (`#hearth-modules`, data that
 * never runs), which `public/boot.js` requests once the boot shell is on screen, so nothing
 * competes with the first paint. Nothing inline runs, so the page's script policy stays `'self'`.
 */
export function startAfterFirstPaint(): Plugin {
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
        // `<` never appears raw inside the block, so no text can close it early.
        const list = JSON.stringify({ entry: entry[1], data, preloads }).replace(/</g, '\\u003c')
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
            return `<style>${String(asset.source)}</style>`
          },
        )
      },
    },
  }
}
