// `npm test`: set up what is missing, then typecheck, lint, unit tests, build, e2e + axe.
import { build, ensureChromium, ensureDependencies, mustRun } from './setup.mjs'

const started = Date.now()
ensureDependencies()
process.env.CHROME_PATH = ensureChromium()

mustRun('npm run -s typecheck')
mustRun('npm run -s lint')
mustRun('npx vitest run')
build()
mustRun('npx playwright test')

console.log(`\n✔ All checks passed in ${Math.round((Date.now() - started) / 1000)} s.`)
