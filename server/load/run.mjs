// `npm run sync:load`: Node 20 cannot run TypeScript, so Vite bundles server/load/main.ts and the
// worker it forks into .cache/sync-load/ in a tenth of a second, then it runs; packages stay
// imports from node_modules (the server instances are bundled the same way, by instances.ts). Flags pass through: `npm run sync:load -- --devices 50 --seconds 10`.
import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'

const root = resolve(import.meta.dirname, '../..')
const outDir = join(root, '.cache/sync-load', String(process.pid))
await build({
  configFile: false,
  root,
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: {
      input: {
        main: join(root, 'server/load/main.ts'),
        worker: join(root, 'server/load/worker.ts'),
      },
      output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
    },
  },
})
process.once('exit', () => rmSync(outDir, { recursive: true, force: true }))
await import(pathToFileURL(join(outDir, 'main.mjs')).href)
