import { serveBuild, LATENCY_ARGS } from './lib.mjs'
import { prepare } from './scale-lib.mjs'
import { linkFigures } from './scale-links.mjs'
const server = await serveBuild('/work/main', 4188)
const url = server.url ?? 'http://127.0.0.1:4188/'
const p = await prepare(url, { name: 'empty', sample: null })
await p.reopen(LATENCY_ARGS, { width: 1280, height: 800 })
console.log(JSON.stringify(await linkFigures([p], url, 2), null, 1))
await p.close()
server.stop()
process.exit(0)
