// `npm run sync:load`: Node 20 cannot run TypeScript, so Vite bundles server/load/main.ts (with the
// server it starts) into .cache/sync-load/ in a tenth of a second, then it runs; packages stay
// imports from node_modules. Flags pass through: `npm run sync:load -- --devices 50 --seconds 10`.
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
    ssr: join(root, 'server/load/main.ts'),
    outDir,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: { output: { entryFileNames: 'main.mjs' } },
  },
})
process.once('exit', () => rmSync(outDir, { recursive: true, force: true }))
await import(pathToFileURL(join(outDir, 'main.mjs')).href)
