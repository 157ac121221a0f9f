import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { openReady } from './helpers'
import { add, quickAdd, row } from './todos-helpers'

// A tab that started from rows writes through the owner of the document in a worker: one
// SharedWorker for every tab of the origin.

const decodes = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('hearth:doc-decode-start').length)

test('two tabs add todos while one of them closes right after each of its adds: nothing is lost', async ({
  context,
}) => {
  // Twenty tabs opened one after another: longer than one test usually takes (45–70 s; on a
  // slow day, beside another test's tabs, over 90).
  test.setTimeout(180_000)
  const first = await context.newPage()
  await openReady(first, '/todos')
  await add(first, 'Already here')
  // Reopened: from now on both tabs start from rows.
  await first.reload()
  await openReady(first, '/todos')
  const steady = await context.newPage()
  await openReady(steady, '/todos')
  await expect(row(steady, 'Already here')).toBeVisible()

  let closing = first
  for (let round = 1; round <= 20; round++) {
    // The closing tab adds and goes away as soon as the todo shows: what its owner had not
    // stored yet is journaled. (Before it shows, quick add may still wait for its parser.)
    await add(closing, `Closed tab ${round}`)
    await expect(row(closing, `Closed tab ${round}`)).toBeVisible()
    const typing = quickAdd(steady).fill(`Steady tab ${round}`)
    await closing.close()
    await typing
    await quickAdd(steady).press('Enter')
    await expect(row(steady, `Steady tab ${round}`)).toBeVisible()
    closing = await context.newPage()
    await openReady(closing, '/todos')
  }
  // The steady tab never decoded its document: its writes went to its owner.
  expect(await decodes(steady)).toBe(0)

  await steady.reload()
  await openReady(steady, '/todos')
  for (let round = 1; round <= 20; round++) {
    await expect(row(steady, `Closed tab ${round}`), `closed tab, round ${round}`).toBeVisible()
    await expect(row(steady, `Steady tab ${round}`), `steady tab, round ${round}`).toBeVisible()
  }
  await expect(row(steady, 'Already here')).toBeVisible()
})

test('a write from rows shows at once, is undone and redone with Ctrl+Z and Ctrl+Shift+Z, and is stored', async ({
  page,
}) => {
  await openReady(page, '/todos')
  await add(page, 'Seed')
  await page.reload()
  await openReady(page, '/todos')

  await add(page, 'Undo me')
  await expect(row(page, 'Undo me')).toBeVisible()
  // Each action is a step of its own, however fast the next follows.
  await row(page, 'Seed').getByRole('checkbox').click()
  await expect(row(page, 'Seed')).toBeHidden()
  // The completion first, then the add.
  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('Control+z')
  await expect(row(page, 'Seed')).toBeVisible()
  await expect(row(page, 'Undo me')).toBeVisible()
  await page.keyboard.press('Control+z')
  await expect(row(page, 'Undo me')).toBeHidden()
  await page.keyboard.press('Control+Shift+z')
  await expect(row(page, 'Undo me')).toBeVisible()
  expect(await decodes(page)).toBe(0)

  await page.reload()
  await openReady(page, '/todos')
  await expect(row(page, 'Undo me')).toBeVisible()
  await expect(row(page, 'Seed')).toBeVisible()
})

test('tabs share one owner of the document: each shows the other’s writes and undoes only its own', async ({
  context,
  browser,
}) => {
  const first = await context.newPage()
  await openReady(first, '/todos')
  await add(first, 'Seed')
  await first.reload()
  await openReady(first, '/todos')
  const second = await context.newPage()
  await openReady(second, '/todos')

  await add(first, 'From the first tab')
  await expect(row(second, 'From the first tab')).toBeVisible()
  await add(second, 'From the second tab')
  await expect(row(first, 'From the second tab')).toBeVisible()

  // One owner for the origin: a SharedWorker, and no worker of either tab holds the document.
  const cdp = await browser.newBrowserCDPSession()
  const { targetInfos } = await cdp.send('Target.getTargets')
  await cdp.detach()
  const owners = targetInfos.filter(
    (target) => target.type === 'shared_worker' && target.url.includes('document.shared-worker'),
  )
  expect(owners).toHaveLength(1)
  for (const page of [first, second])
    expect(page.workers().filter((worker) => worker.url().includes('document.worker'))).toEqual([])

  // Ctrl+Z in the first tab undoes its own add, not the other tab's, in both tabs.
  await first.locator('body').click({ position: { x: 5, y: 5 } })
  await first.keyboard.press('Control+z')
  await expect(row(first, 'From the first tab')).toBeHidden()
  await expect(row(second, 'From the first tab')).toBeHidden()
  await expect(row(first, 'From the second tab')).toBeVisible()
  await expect(row(second, 'From the second tab')).toBeVisible()
  expect(await decodes(first)).toBe(0)
  expect(await decodes(second)).toBe(0)

  await second.close()
  await first.reload()
  await openReady(first, '/todos')
  await expect(row(first, 'From the second tab')).toBeVisible()
  await expect(row(first, 'From the first tab')).toBeHidden()
})
