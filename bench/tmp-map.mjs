import { readFileSync, readdirSync } from 'node:fs'
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'
const dir = '/tmp/dist-map/assets/'
for (const prefix of process.argv.slice(2)) {
  const file = readdirSync(dir).find((f) => f.startsWith(prefix + '-') && f.endsWith('.js'))
  const code = readFileSync(dir + file, 'utf8')
  const map = new TraceMap(readFileSync(dir + file + '.map', 'utf8'))
  const sizes = new Map()
  const lines = code.split('\n')
  lines.forEach((line, li) => {
    let last = null, lastCol = 0
    for (let col = 0; col < line.length; col += 1) {
      if (col % 1 !== 0) continue
      const pos = originalPositionFor(map, { line: li + 1, column: col })
      const src = pos.source ?? '(none)'
      sizes.set(src, (sizes.get(src) ?? 0) + 1)
    }
  })
  const group = new Map()
  for (const [src, n] of sizes) {
    let key = src.replace(/^.*node_modules\//, 'nm:').replace(/^(nm:(@[^/]+\/)?[^/]+).*/, '$1').replace(/^.*\/src\//, 'src/')
    if (key.startsWith('src/')) key = key.split('/').slice(0, 3).join('/')
    group.set(key, (group.get(key) ?? 0) + n)
  }
  console.log(`\n${file} ${code.length}`)
  for (const [k, n] of [...group].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(String(n).padStart(8), k)
}
