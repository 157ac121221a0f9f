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
  plugins: [react(), tailwindcss(), prePaint(), inlineStyles()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        showcase: fileURLToPath(new URL('./showcase.html', import.meta.url)),
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    css: false,
    restoreMocks: true,
  },
})
