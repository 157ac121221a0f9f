import { readFile, writeFile } from 'node:fs/promises'
import { expect, test } from './test'
import { open } from './helpers'
import { add, newList, row, sideList } from './todos-helpers'

test('todos go out and back in as todo.txt and iCalendar files', async ({ page }, testInfo) => {
  await open(page, '/todos')
  await newList(page, 'Work trip')
  await add(page, 'Book the train tomorrow 9am @travel p2')
  await add(page, 'Pack every week')
  await page.getByRole('checkbox', { name: 'Book the train', exact: true }).click()

  for (const [item, extension] of [
    ['Export all as todo.txt', 'txt'],
    ['Export all as iCalendar', 'ics'],
  ] as const) {
    await page.getByRole('button', { name: 'More actions' }).click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: item }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^hearth-todos-\\d{4}-\\d{2}-\\d{2}\\.${extension}$`),
    )
    const file = testInfo.outputPath(`todos.${extension}`)
    await download.saveAs(file)
    const text = await readFile(file, 'utf8')
    if (extension === 'txt') {
      expect(text).toMatch(/^x \d{4}-\d{2}-\d{2} .*Book the train .*\+Work/m)
      expect(text).toContain('@travel')
      expect(text).toMatch(/Pack .*rec:/)
    } else {
      expect(text).toContain('BEGIN:VTODO')
      expect(text).toContain('SUMMARY:Book the train')
      expect(text).toContain('STATUS:COMPLETED')
      expect(text).toContain('RRULE:FREQ=WEEKLY')
    }
  }

  // Into a fresh workspace's Inbox view: the file's list comes back as a new list.
  for (const extension of ['txt', 'ics']) {
    await page.evaluate(() =>
      indexedDB
        .databases()
        .then((dbs) => Promise.all(dbs.map((d) => indexedDB.deleteDatabase(d.name!)))),
    )
    await page.evaluate(() => localStorage.clear())
    await open(page, '/todos')
    await page.reload()
    await open(page, '/todos')
    await page
      .getByTestId('todo-import-input')
      .setInputFiles(testInfo.outputPath(`todos.${extension}`))
    const dialog = page.getByRole('dialog', { name: 'Import todos' })
    await expect(dialog).toContainText('2 todos, 1 of them done')
    await expect(dialog).toContainText('1 new list: “Work trip”')
    await dialog.getByRole('button', { name: 'Import' }).click()
    await expect(dialog).toBeHidden()
    await sideList(page)
      .getByRole('link', { name: /^Work trip/ })
      .click()
    await expect(row(page, 'Pack')).toContainText('Every week')
    await page.getByRole('link', { name: /^Completed/ }).click()
    await expect(row(page, 'Book the train')).toContainText('@travel')
  }
})

test('a bad todo file lists its bad lines and changes nothing else', async ({ page }, testInfo) => {
  await open(page, '/todos')
  const file = testInfo.outputPath('mixed.txt')
  await writeFile(file, '(A) Good one @x\nBad due due:2026-13-45\n\nAnother good one +List\n')
  await page.getByTestId('todo-import-input').setInputFiles(file)
  const dialog = page.getByRole('dialog', { name: 'Import todos' })
  await expect(dialog).toContainText('2 todos')
  await expect(dialog.getByRole('table')).toContainText('2')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByText('Nothing in your Inbox.', { exact: false })).toBeVisible()
})
