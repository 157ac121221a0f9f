// Helpers shared by the benchmarks: serve the production build, drive Chromium, summarise.
import { spawn } from 'node:child_process'
import { chromium } from '@playwright/test'
import CHROMIUM_ARGS from '../scripts/chromium-args.json' with { type: 'json' }

/** Serves dist/ with `vite preview` on a free-ish port; resolves once it answers. */
export async function serveBuild(root, port = 4175) {
  const server = spawn(
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      cwd: root,
      stdio: 'ignore',
      detached: true,
    },
  )
  const url = `http://127.0.0.1:${port}/`
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return { url, stop: () => process.kill(-server.pid) }
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  process.kill(-server.pid)
  throw new Error(`vite preview did not answer on ${url}`)
}

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** A row of the report: the figure beside its budget. */
export function row(name, value, unit, budget, lowerIsBetter = true) {
  const shown = `${value.toFixed(unit === 'kB' || unit === '×' ? 2 : 0)} ${unit}`
  const budgetText = budget === undefined ? '—' : `${lowerIsBetter ? '≤' : '≥'} ${budget} ${unit}`
  const verdict =
    budget === undefined
      ? ''
      : (lowerIsBetter ? value <= budget : value >= budget)
        ? 'within budget'
        : 'OVER BUDGET'
  return { name, value: shown, budget: budgetText, verdict }
}

export function printTable(title, rows) {
  console.log(`\n${title}`)
  const widths = ['name', 'value', 'budget'].map((key) =>
    Math.max(key.length, ...rows.map((r) => r[key].length)),
  )
  for (const r of rows) {
    console.log(
      `  ${r.name.padEnd(widths[0])}  ${r.value.padStart(widths[1])}  ${r.budget.padEnd(widths[2])}  ${r.verdict}`,
    )
  }
}
