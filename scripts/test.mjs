// `npm test`: set up what is missing, then typecheck, lint, unit tests, build, e2e + axe.
import { mkdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { ensureServices } from './services.mjs'
import { ensureChromium, ensureDependencies, mustRun, mustRunTogether, root } from './setup.mjs'

const started = Date.now()
// How long each phase took, printed at the end: the whole suite has a 10-minute budget.
const phases = []
let phaseStart = started
function phase(name) {
  const now = Date.now()
  phases.push(`${name} ${Math.round((now - phaseStart) / 1000)} s`)
  phaseStart = now
}
const reports = resolve(root, 'test-reports')
mkdirSync(reports, { recursive: true })

ensureDependencies()
process.env.CHROME_PATH = ensureChromium()
// Redis and PostgreSQL (from Debian's packages, on 127.0.0.1) for the sync server's scale-out test.
const services = await ensureServices()
process.env.HEARTH_TEST_REDIS_URL = services.redisUrl
process.env.HEARTH_TEST_DATABASE_URL = services.databaseUrl
phase('setup')

// Typecheck, lint, the unit tests and the builds, side by side: each alone leaves part of the two
// cores idle, and none needs another's result. The builds: the app (typechecked here: the build
// is Vite's alone), the sync server for e2e/sync.spec.ts (its own tests run from source in
// Vitest; typecheck covers its code, so the build skips checking it again), and the new-tab
// extension for e2e/extension.spec.ts.
await mustRunTogether([
  `npx vitest run --reporter=default --reporter=json --outputFile.json=${resolve(reports, 'unit.json')}`,
  'npm run -s typecheck',
  'npm run -s lint',
  'npm run -s build:only',
  'node node_modules/typescript-7/bin/tsc -p server/tsconfig.json --noCheck',
  'npm run -s build:extension',
])
phase('typecheck, lint, unit and builds')
mustRun('npx playwright test --reporter=list,json', {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: resolve(reports, 'e2e.json') },
})
phase('e2e')

const unit = JSON.parse(readFileSync(resolve(reports, 'unit.json'), 'utf8'))
const e2e = JSON.parse(readFileSync(resolve(reports, 'e2e.json'), 'utf8'))
const passed = unit.numPassedTests + e2e.stats.expected
const failed = unit.numFailedTests + e2e.stats.unexpected + e2e.stats.flaky
const seconds = Math.round((Date.now() - started) / 1000)
console.log(
  `\nunit ${unit.numPassedTests}/${unit.numTotalTests}, e2e ${e2e.stats.expected}/${e2e.stats.expected + e2e.stats.unexpected + e2e.stats.flaky + e2e.stats.skipped}, ${seconds} s`,
)
console.log(phases.join(', '))
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
