// `npm start`: set up, build and serve the production app on http://127.0.0.1:4173.
import { build, ensureDependencies, run } from './setup.mjs'

ensureDependencies()
build()
console.log('\nHearth is being served at http://127.0.0.1:4173 (Ctrl+C stops it).\n')
process.exit(run('node scripts/serve.mjs --dir dist --host 127.0.0.1 --port 4173'))
