import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import { fastStrings } from '../../build-plugins/fast-strings.ts'

/**
 * Builds the data benchmark's floor page (floor.mjs) into the app's build, beside it:
 * `bench-floor.html` and its script in `assets/`, served like the app's own (bench/data.bench.mjs
 * passes the build's folder as `build.outDir`).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  logLevel: 'warn',
  plugins: [fastStrings()],
  build: {
    emptyOutDir: false,
    copyPublicDir: false,
    rollupOptions: { input: fileURLToPath(new URL('bench-floor.html', import.meta.url)) },
  },
})
