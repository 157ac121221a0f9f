// Data benchmarks: generating and storing the Large sample workspace, opening the app with it
// stored (navigation to data-ready), and the JS heap after that load.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import CHROMIUM_ARGS from '../scripts/chromium-args.json' with { type: 'json' }
import { median, printTable, row, serveBuild } from './lib.mjs'

const RUNS = 7

export async function run(root) {
  const server = await serveBuild(root, 4177)
  const profile = mkdtempSync(join(tmpdir(), 'hearth-bench-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
  try {
    const page = await context.newPage()
    await page.goto(`${server.url}#/settings/data`)
    await page.waitForSelector('html[data-ready="true"]')
    await page.getByRole('button', { name: 'Generate sample data' }).click()
    const started = Date.now()
    await page
      .getByRole('dialog', { name: 'Generate sample data' })
      .getByRole('button', { name: 'Large' })
      .click()
    await page.getByText('Sample data added').waitFor({ timeout: 120_000 })
    const generate = Date.now() - started
    await page.goto('about:blank')

    const ready = []
    const heap = []
    for (let i = 0; i < RUNS; i++) {
      const tab = await context.newPage()
      await tab.addInitScript(() => {
        // <html> may not exist yet when this runs: watch the whole document.
        new MutationObserver((_, observer) => {
          if (document.documentElement?.dataset.ready === 'true') {
            window.__readyAt = performance.now()
            observer.disconnect()
          }
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] })
      })
      await tab.goto(`${server.url}#/`)
      ready.push(
        await tab
          .waitForFunction(() => window.__readyAt, null, { timeout: 30_000 })
          .then((h) => h.jsonValue()),
      )
      const cdp = await context.newCDPSession(tab)
      await cdp.send('HeapProfiler.collectGarbage')
      heap.push((await cdp.send('Runtime.getHeapUsage')).usedSize / 1e6)
      await tab.close()
    }
    printTable(
      `Data (Large sample: 10,000 todos, 1,000 notes, 10,000 bookmarks; median of ${RUNS})`,
      [
        row('generate and store the Large sample', generate, 'ms'),
        row('navigation to data-ready with it stored', median(ready), 'ms', 600),
        row('JS heap after load (after GC)', median(heap), 'MB'),
      ],
    )
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
    server.stop()
  }
}
