// `npm run bench`: builds the production app and prints every benchmark's figures beside its budget.
// Figures are information, never a pass/fail; run on an otherwise idle machine.
import { build, ensureChromium, ensureDependencies, root } from '../scripts/setup.mjs'

ensureDependencies()
process.env.CHROME_PATH = ensureChromium()
if (!process.argv.includes('--no-build')) build()

const suites = [
  await import('./shell.bench.mjs'),
  await import('./data.bench.mjs'),
  await import('./notes.bench.mjs'),
  await import('./todos.bench.mjs'),
  await import('./bookmarks.bench.mjs'),
  await import('./overview.bench.mjs'),
]
for (const suite of suites) await suite.run(root)
console.log('\nBudgets are targets; "OVER BUDGET" marks a figure to look into.')
