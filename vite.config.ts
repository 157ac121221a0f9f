/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import pkg from './package.json' with { type: 'json' }

/** Inlines src/boot/pre-paint-theme.js into every HTML entry, so the theme applies before first paint. */
function prePaint(): Plugin {
  const file = fileURLToPath(new URL('./src/boot/pre-paint-theme.js', import.meta.url))
  return {
    name: 'hearth:pre-paint',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(
          '<!-- hearth:pre-paint -->',
          `<script>\n${readFileSync(file, 'utf8')}</script>`,
        ),
    },
  }
}

/**
 * Starts the app's JavaScript after the first frame is painted: the entry and its preloads are
 * requested only once the boot shell is on screen, so nothing competes with the first paint.
 * A timer fallback covers tabs where animation frames do not run (background tabs).
 */
function startAfterFirstPaint(): Plugin {
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
        const starter = `<script>
      ;(function () {
        var started = false
        function start() {
          if (started) return
          started = true
          var preloads = ${JSON.stringify(preloads)}
          preloads.forEach(function (href) {
            var link = document.createElement('link')
            link.rel = 'modulepreload'
            link.crossOrigin = ''
            link.href = href
            document.head.appendChild(link)
          })
          var script = document.createElement('script')
          script.type = 'module'
          script.crossOrigin = ''
          script.src = ${JSON.stringify(entry[1])}
          document.head.appendChild(script)
        }
        requestAnimationFrame(function () { setTimeout(start, 0) })
        setTimeout(start, 200)
      })()
    </script>`
        return html
          .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
          .replace(entry[0], starter)
      },
    },
  }
}

/**
 * Inlines the stylesheet into the built HTML: the boot shell in index.html then paints as soon
 * as the HTML arrives, without waiting behind the module scripts for a render-blocking request.
 */
function inlineStyles(): Plugin {
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

export default defineConfig({
  base: './',
  plugins: [react(), tailwindcss(), prePaint(), inlineStyles(), startAfterFirstPaint()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // bench/ reads the entry's static import graph from the manifest.
    manifest: true,
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        showcase: fileURLToPath(new URL('./showcase.html', import.meta.url)),
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    setupFiles: ['src/testing/setup.ts'],
    css: false,
    restoreMocks: true,
    // Two workers on two cores (Vitest's default leaves one idle).
    maxWorkers: 2,
    projects: [
      // Components render in jsdom.
      { extends: true, test: { name: 'dom', environment: 'jsdom', include: ['src/**/*.test.tsx'] } },
      // Modules run in Node; a file that needs a browser API says `@vitest-environment jsdom`.
      { extends: true, test: { name: 'node', environment: 'node', include: ['src/**/*.test.ts'] } },
    ],
  },
})
