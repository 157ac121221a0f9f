import { expect, test, type Page } from './test'
import { open, settled } from './helpers'

const KEY = 'hearth:first-view'

/** What the page showed at its first paint: the cached first view, if any (an init script). */
async function watchFirstPaint(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const view = document.getElementById('first-view')
      ;(window as unknown as { __firstView: unknown }).__firstView = view && {
        text: view.textContent,
        inert: view.hasAttribute('inert'),
        hidden: view.getAttribute('aria-hidden'),
        ready: document.documentElement.dataset.ready ?? null,
        // Every element and attribute name in it.
        names: Array.from(view.querySelectorAll('*')).flatMap((element) => [
          element.localName,
          ...element.getAttributeNames(),
        ]),
      }
    })
  })
}

const firstPaint = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __firstView: Record<string, unknown> | null }).__firstView ?? null,
  )

/** The Overview settled, its calendar, and the month its caption shows. */
async function overviewWithCalendar(page: Page) {
  await open(page, '/')
  await settled(page)
  const calendar = page.getByRole('region', { name: 'Calendar' })
  await expect(calendar).toContainText(/\d{4}/)
  const month = (await calendar.getByRole('heading', { level: 3 }).textContent()) ?? ''
  return { calendar, month }
}

test('a reload paints the Overview from its stored picture at once, then the live widgets take over', async ({
  page,
}) => {
  const { calendar, month } = await overviewWithCalendar(page)
  await watchFirstPaint(page)
  // Leaving the page stores its picture.
  await page.reload()
  const painted = await firstPaint(page)
  expect(painted).toMatchObject({ inert: true, hidden: 'true', ready: null })
  expect(painted?.text).toContain('Calendar')
  expect(painted?.text).toContain(month)
  await settled(page)
  await expect(page.locator('#first-view')).toHaveCount(0)
  await expect(page.locator('html')).not.toHaveAttribute('data-first-view')
  await expect(calendar).toContainText(month)
  // The picture holds no live time, ids or handlers.
  const stored = await page.evaluate((key) => localStorage.getItem(key), KEY)
  expect(stored).toContain('Calendar')
  expect(stored).not.toMatch(/\sid=|\sdata-|\son\w+=/)
})

test('leaving the Overview for a section keeps its picture as it was left, for the next start', async ({
  page,
}) => {
  const { calendar, month } = await overviewWithCalendar(page)
  // Changed just before it is left: the picture stored while it settled is out of date.
  await calendar.getByRole('button', { name: 'Next month' }).click()
  await expect(calendar.getByRole('heading', { level: 3 })).not.toHaveText(month)
  const next = (await calendar.getByRole('heading', { level: 3 }).textContent()) ?? ''
  await page
    .getByRole('navigation', { name: 'Taskbar' })
    .getByRole('link', { name: 'Todos' })
    .click()
  await expect(page).toHaveURL(/#\/todos/)
  // Stored once the browser is idle, from the copy taken as the Overview went.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', KEY))
    .toContain(next)
  // The next start: a new tab on the Overview.
  const start = await page.context().newPage()
  await watchFirstPaint(start)
  await start.goto('./#/')
  const painted = await firstPaint(start)
  expect(painted?.text).toContain(`Calendar${next}`)
})

test('a tampered picture runs nothing; one for another width or start section is not shown', async ({
  page,
}) => {
  await open(page, '/')
  await settled(page)
  const width = page.viewportSize()!.width
  // Stored before each load's boot script reads it (the app's own picture would replace it):
  // the planted picture that sessionStorage names.
  await page.addInitScript(
    ({ key, width }) => {
      const planted: Record<string, string> = {
        stripped: `<section><h2>Planted</h2>
          <img src="x"><script>window.__ran = 'script'</script>
          <a href="javascript:window.__ran='link'">A link</a>
          <iframe srcdoc="<script>parent.__ran='frame'</script>"></iframe>
          <svg><a xlink:href="javascript:window.__ran='svg'"><text>svg</text></a></svg>
          <div style="height:1px" data-x="1" id="planted" tabindex="0" contenteditable="true">Text</div></section>`,
        handlers: `<section><h2>Handlers</h2><img src="x" onerror="window.__ran = 'img'"></section>`,
      }
      const html = planted[sessionStorage.getItem('plant') ?? '']
      if (!html) return
      const workspace = localStorage.getItem('hearth:active-workspace')
      localStorage.setItem(key, JSON.stringify({ v: 1, workspace, width, html }))
    },
    { key: KEY, width },
  )
  await page.evaluate(() => sessionStorage.setItem('plant', 'stripped'))
  await watchFirstPaint(page)
  await page.reload()
  const painted = await firstPaint(page)
  expect(painted?.text).toContain('Planted')
  const attributes = painted?.names as string[]
  expect(attributes).toContain('section')
  expect(attributes).toContain('style')
  for (const name of ['script', 'iframe', 'href', 'xlink:href', 'src', 'id', 'data-x', 'tabindex'])
    expect(attributes).not.toContain(name)
  await settled(page)
  const ran = () => page.evaluate(() => (window as unknown as { __ran?: string }).__ran)
  expect(await ran()).toBeUndefined()

  // A picture with event handler attributes is not Hearth's: it is not shown at all.
  await page.evaluate(() => sessionStorage.setItem('plant', 'handlers'))
  await page.reload()
  expect(await firstPaint(page)).toBeNull()
  await settled(page)
  expect(await ran()).toBeUndefined()
  await page.evaluate(() => sessionStorage.setItem('plant', 'stripped'))

  // Another width: the grid's columns would differ, so the live page paints alone.
  await page.setViewportSize({ width: 700, height: 800 })
  await page.reload()
  expect(await firstPaint(page)).toBeNull()
  await settled(page)
  // Another section at the start: nothing of the Overview shows there.
  await page.goto('./#/notes')
  await page.reload()
  expect(await firstPaint(page)).toBeNull()
})
