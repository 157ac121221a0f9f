import { expect, test, type Locator, type Page } from './test'
import { openReady, settled } from './helpers'

// Nothing typed is lost when the page goes away right after: reload, close, navigation.

const body = (page: Page) => page.getByRole('textbox', { name: 'Note body' })
const title = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true })

async function newNote(page: Page) {
  await openReady(page, '/notes')
  await page.getByRole('button', { name: 'New note' }).click()
  await expect(page).toHaveURL(/#\/notes\/note/)
  await expect(body(page)).toBeVisible()
}

/**
 * Types a few characters at the end of `field`, reloads at once (no wait of any kind: the reload
 * starts while the writes may still be in flight), and checks that everything typed so far is
 * there, `rounds` times.
 */
async function typeAndReload(
  page: Page,
  rounds: number,
  field: (page: Page) => Locator,
  check: (field: Locator, typed: string, round: number) => Promise<void>,
) {
  let typed = ''
  for (let round = 0; round < rounds; round++) {
    await field(page).click()
    await page.keyboard.press('Control+End')
    const chunk = `r${round}.`
    await page.keyboard.type(chunk)
    typed += chunk
    await page.reload()
    await settled(page)
    await check(field(page), typed, round)
  }
}

test('20 rounds of typing in a note and reloading at once keep every character', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await newNote(page)
  await typeAndReload(page, 20, body, (field, typed, round) =>
    expect(field, `after round ${round}`).toHaveText(typed),
  )
})

test('12 rounds of typing in a record field and reloading at once keep every character', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await newNote(page)
  await typeAndReload(page, 12, title, (field, typed, round) =>
    expect(field, `after round ${round}`).toHaveValue(typed),
  )
})

test('closing the tab right after typing keeps the text', async ({ context }) => {
  const page = await context.newPage()
  await newNote(page)
  const url = page.url()
  await body(page).click()
  await page.keyboard.type('written, then the tab closed')
  await page.close()
  const again = await context.newPage()
  await again.goto(url)
  await expect(body(again)).toHaveText('written, then the tab closed')
})

test('one page edits a title while another types in the body: both edits survive', async ({
  context,
}) => {
  const a = await context.newPage()
  await newNote(a)
  const b = await context.newPage()
  await b.goto(a.url())
  await expect(body(b)).toBeVisible()

  await body(a).click()
  await a.keyboard.type('Body from A. ')
  // A moves the note's edit time about a second after typing; B renames it around then.
  await a.waitForTimeout(900)
  await title(b).fill('Title from B')
  await a.waitForTimeout(200)
  await a.keyboard.type('More from A.')
  await title(b).press('End')
  await b.keyboard.type(' and more')

  for (const page of [a, b]) {
    await expect(title(page)).toHaveValue('Title from B and more')
    await expect(body(page)).toHaveText('Body from A. More from A.')
  }
  // Wait past A's edit-time update after its last keystroke, then read back what was stored.
  await a.waitForTimeout(1200)
  for (const page of [a, b]) {
    await page.reload()
    await expect(title(page)).toHaveValue('Title from B and more')
    await expect(body(page)).toHaveText('Body from A. More from A.')
  }
})
