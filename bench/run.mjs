// `npm run bench`: builds the production app and prints every benchmark's figures beside its budget.
// `npm run bench -- scale notes` runs only the benches named (bench/<name>.bench.mjs).
// Figures are information, never a pass/fail; run on an otherwise idle machine.
import { build, ensureChromium, ensureDependencies, root } from '../scripts/setup.mjs'

const SUITES = ['shell', 'data', 'notes', 'todos', 'bookmarks', 'overview', 'scale']
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const unknown = named.filter((name) => !SUITES.includes(name))
if (unknown.length) {
  console.error(`No bench named ${unknown.join(', ')}: choose from ${SUITES.join(', ')}.`)
  process.exit(1)
}

ensureDependencies()
process.env.CHROME_PATH = ensureChromium()
if (!process.argv.includes('--no-build')) build()

for (const name of named.length ? SUITES.filter((suite) => named.includes(suite)) : SUITES) {
  const suite = await import(`./${name}.bench.mjs`)
  await suite.run(root)
}
console.log('\nBudgets are targets; "OVER BUDGET" marks a figure to look into.')
