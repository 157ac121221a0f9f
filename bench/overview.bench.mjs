// Overview benchmarks, with the Large sample stored and a 20-widget layout (the 6 defaults and
// 14 added through 'Add widget', every type at least once):
// - navigation to the Overview's widgets painted: a fresh tab loads `#/` until every widget
//   shows its content (no widget still loading) and a frame has been drawn; beside it the same
//   for a static HTML page from the same server, and their ratio;
// - dragging one widget across the grid in edit mode: frames drawn per second during a
//   one-second drag (60 Hz display, so at most 60).
import { rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { addLargeSample, launchChromium, median, printTable, row, serveBuild } from './lib.mjs'

const RUNS = 7
const WIDGETS = 20

/**
 * In the page (an init script): records when `n` live widgets are on screen, none loading, and
 * the frame after the cached first view (a picture of the Overview, `src/lib/first-view.ts`)
 * if one was painted.
 */
function watchWidgets(n) {
  const painted = () =>
    document.querySelectorAll('section[data-widget]').length >= n &&
    !document.querySelector('[data-widget-loading]')
  new MutationObserver((_, observer) => {
    if (!window.__pictureSeen && document.querySelector('#first-view section')) {
      window.__pictureSeen = true
      requestAnimationFrame(() => setTimeout(() => (window.__pictureAt = performance.now()), 0))
    }
    if (window.__widgetsAt || !painted()) return
    observer.disconnect()
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.__readyAt = performance.getEntriesByName('hearth:workspace-ready')[0]?.startTime
        window.__widgetsAt = performance.now()
      }, 0),
    )
  }).observe(document, { subtree: true, childList: true, attributes: true })
}

/** In the page: ms from navigation to the frame after the static page's text. */
function watchStatic() {
  addEventListener('DOMContentLoaded', () =>
    requestAnimationFrame(() => setTimeout(() => (window.__staticAt = performance.now()), 0)),
  )
}

async function addWidgets(page, count) {
  const gallery = page.getByRole('dialog', { name: 'Add widget' })
  for (let i = 0; i < count; i++) {
    await page.locator('#content').getByRole('button', { name: 'Add widget' }).first().click()
    const types = gallery.getByRole('list', { name: 'Widget types' }).getByRole('button')
    const n = await types.count()
    await types.nth(i % n).click()
    await gallery.waitFor({ state: 'detached' })
  }
}

export async function run(root) {
  // Into the build being served (`BENCH_OUT_DIR` names another than dist/).
  writeFileSync(
    resolve(root, process.env.BENCH_OUT_DIR || 'dist', 'bench-static.html'),
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Static</title><h1>Static page</h1><p>For comparison.</p></html>',
  )
  const server = await serveBuild(root, 4181)
  const browser = await launchChromium()
  // Cold loads: no service worker serves the later tabs from its cache.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  })
  try {
    let page = await addLargeSample(context, server.url)
    await page.goto(`${server.url}#/`)
    await page.waitForSelector('section[data-widget]')
    await addWidgets(page, WIDGETS - (await page.locator('section[data-widget]').count()))
    await page.close()

    const overview = []
    const pictures = []
    const dataReady = []
    const staticPage = []
    for (let i = 0; i < RUNS; i++) {
      const tab = await context.newPage()
      await tab.addInitScript(watchWidgets, WIDGETS)
      await tab.goto(`${server.url}#/`)
      overview.push(
        await tab
          .waitForFunction(() => window.__widgetsAt, null, { timeout: 30_000 })
          .then((h) => h.jsonValue()),
      )
      dataReady.push(await tab.evaluate(() => window.__readyAt ?? NaN))
      const picture = await tab.evaluate(() => window.__pictureAt)
      if (picture) pictures.push(picture)
      await tab.close()
      const plain = await context.newPage()
      await plain.addInitScript(watchStatic)
      await plain.goto(`${server.url}bench-static.html`)
      staticPage.push(
        await plain.waitForFunction(() => window.__staticAt).then((h) => h.jsonValue()),
      )
      await plain.close()
    }

    // A drag of the first widget across the grid and back, 60 moves over about a second.
    page = await context.newPage()
    await page.goto(`${server.url}#/`)
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('section[data-widget]').length >= n &&
        !document.querySelector('[data-widget-loading]'),
      WIDGETS,
    )
    await page.getByRole('button', { name: 'Edit layout' }).click()
    await page.waitForSelector('.hearth-edit-grid')
    await page.waitForTimeout(500)
    const first = await page.locator('section[data-widget]').first().boundingBox()
    const grid = await page.locator('.hearth-edit-grid').boundingBox()
    const fpsRuns = []
    for (let round = 0; round < 3; round++) {
      await page.mouse.move(first.x + 30, first.y + 12)
      await page.mouse.down()
      await page.evaluate(() => {
        window.__frames = 0
        window.__dragging = true
        const tick = () => {
          window.__frames++
          if (window.__dragging) requestAnimationFrame(tick)
        }
        window.__dragStart = performance.now()
        requestAnimationFrame(tick)
      })
      const span = grid.width - first.width - 60
      for (let step = 1; step <= 60; step++) {
        const t = step <= 30 ? step / 30 : (60 - step) / 30
        await page.mouse.move(first.x + 30 + span * t, first.y + 12 + 200 * t)
        await page.waitForTimeout(16)
      }
      fpsRuns.push(
        await page.evaluate(() => {
          window.__dragging = false
          return (window.__frames * 1000) / (performance.now() - window.__dragStart)
        }),
      )
      await page.mouse.up()
      await page.waitForTimeout(400)
    }
    await page.close()

    const ms = median(overview)
    const base = median(staticPage)
    printTable(`Overview (Large sample, ${WIDGETS} widgets; median of ${RUNS})`, [
      row('navigation to the widgets painted (cold)', ms, 'ms', 800),
      row('  of which: navigation to the workspace open', median(dataReady), 'ms'),
      row('  a static page from the same server', base, 'ms'),
      row('  ratio to the static page', ms / base, '×'),
      row(
        `  the cached first view painted (in ${pictures.length} of ${RUNS} runs)`,
        pictures.length ? median(pictures) : NaN,
        'ms',
      ),
      row('drag of a widget across the grid (median of 3)', median(fpsRuns), 'fps', 50, false),
    ])
  } finally {
    await context.close()
    await browser.close()
    server.stop()
    rmSync(resolve(root, process.env.BENCH_OUT_DIR || 'dist', 'bench-static.html'), { force: true })
  }
}
