import { expect, test, type Browser, type Page } from './test'
import { open } from './helpers'
import { newList } from './todos-helpers'
import {
  addTodo,
  closeDevices,
  device,
  editLayout,
  editTodo,
  lines,
  main,
  newNote,
  noteTitle,
  pairingCode,
  place,
  row,
  setOnline,
  shownTitles,
  sideList,
  syncLink,
  SyncServer,
  twoDevices,
  typeAt,
  upcomingLink,
  widget,
} from './sync-helpers'

// Two devices of one user (two browser contexts, each with its own storage) edit the same
// note, todo list, todo and Overview layout, one of them offline meanwhile; after it reconnects
// both show everything. The last test restarts the server in the middle.
const server = new SyncServer(4310 + Number(process.env.TEST_PARALLEL_INDEX ?? 0))

test.beforeAll(() => server.start())
test.afterAll(async () => {
  await closeDevices()
  // Playwright may run more of this file's tests in this worker after this (fullyParallel):
  // they pair new devices.
  pairs.clear()
  await server.dispose()
})

const pairs = new Map<number, Promise<[Page, Page]>>()
/**
 * Alice's laptop and phone, paired once in a worker (pairing a device is most of a test's
 * time) and shared by the tests that edit: each edits records of its own, and leaves both
 * devices online. Another run of the tests (--repeat-each) gets another user's devices.
 */
async function laptopAndPhone(browser: Browser): Promise<[Page, Page]> {
  const info = test.info()
  const run = info.repeatEachIndex
  // Devices another file's clean-up closed in this worker are paired again.
  const cached = pairs.has(run) ? await pairs.get(run)! : null
  if (cached?.some((page) => page.isClosed())) pairs.delete(run)
  if (!pairs.has(run)) {
    // The test that pairs them gets the time it takes on top of its own.
    info.setTimeout(info.timeout + 30_000)
    pairs.set(run, twoDevices(browser, server, `alice-${run}`))
  }
  const devices = await pairs.get(run)!
  for (const page of devices) await expect(syncLink(page)).toHaveAccessibleName('Sync: Synced')
  return devices
}

test('a note edited on both devices, one offline, keeps every edit on both', async ({
  browser,
}) => {
  const [laptop, phone] = await laptopAndPhone(browser)
  const route = await newNote(laptop, 'Packing list', 'Passport')
  await open(phone, route)
  await expect(lines(phone)).toHaveText(['Passport'])
  await expect(noteTitle(phone)).toHaveValue('Packing list')

  // Offline, the laptop adds a last line and renames the note; the phone, online, adds a first
  // line and pins it. Neither sees the other's edits yet.
  await setOnline(laptop, false)
  await typeAt(laptop, 'end', '\nCharger, from the laptop')
  await noteTitle(laptop).fill('Packing list for the trip')
  await expect(syncLink(laptop)).toHaveAccessibleName(
    'Sync: Offline: changes are kept and sent when the connection returns',
  )
  await typeAt(phone, 'start', 'Tickets, from the phone\n')
  await phone.getByRole('button', { name: 'Pin note' }).click()
  await expect(syncLink(phone)).toHaveAccessibleName('Sync: Synced')
  await expect(lines(laptop)).toHaveText(['Passport', 'Charger, from the laptop'])
  await expect(laptop.getByRole('button', { name: 'Pin note' })).toBeVisible()

  await setOnline(laptop, true)
  for (const page of [laptop, phone]) {
    await expect(lines(page)).toHaveText([
      'Tickets, from the phone',
      'Passport',
      'Charger, from the laptop',
    ])
    await expect(noteTitle(page)).toHaveValue('Packing list for the trip')
    await expect(page.getByRole('button', { name: 'Unpin note' })).toBeVisible()
  }
})

test('todos added to one list on both devices, one offline, all reach both', async ({
  browser,
}) => {
  const [laptop, phone] = await laptopAndPhone(browser)
  await open(laptop, '/todos')
  await sideList(laptop).getByRole('button', { name: 'New list' }).first().click()
  const dialog = laptop.getByRole('dialog', { name: 'New list' })
  await dialog.getByRole('textbox', { name: 'List name' }).fill('Groceries')
  await dialog.getByRole('button', { name: 'Create list' }).click()
  await expect(laptop.getByRole('heading', { level: 1, name: 'Groceries' })).toBeVisible()
  await addTodo(laptop, 'Oat milk')
  await open(phone, '/todos')
  await sideList(phone)
    .getByRole('link', { name: /^Groceries/ })
    .click()
  await expect(phone.getByRole('heading', { level: 1, name: 'Groceries' })).toBeVisible()
  await expect(row(phone, 'Oat milk')).toBeVisible()

  await setOnline(phone, false)
  await addTodo(phone, 'Bread')
  await addTodo(phone, 'Apples')
  await addTodo(laptop, 'Coffee')
  await expect(syncLink(laptop)).toHaveAccessibleName('Sync: Synced')
  await expect(row(phone, 'Coffee')).toHaveCount(0)
  await expect(row(laptop, 'Bread')).toHaveCount(0)

  await setOnline(phone, true)
  for (const page of [laptop, phone]) {
    await expect
      .poll(async () => (await shownTitles(page)).sort())
      .toEqual(['Apples', 'Bread', 'Coffee', 'Oat milk'])
    await expect(sideList(page).getByRole('link', { name: /^Groceries/ })).toContainText('4')
  }
  // Appended on both at once, two todos may share an order key: both devices still list them
  // alike, and a todo moves between them.
  const order = await shownTitles(laptop)
  await expect.poll(() => shownTitles(phone)).toEqual(order)
  const last = order.at(-1)!
  await laptop.getByRole('checkbox', { name: last, exact: true }).focus()
  await laptop.keyboard.press('Alt+ArrowUp')
  const moved = [...order.slice(0, -2), last, order.at(-2)!]
  await expect.poll(() => shownTitles(laptop)).toEqual(moved)
  await expect(laptop.getByText(`“${last}” moved to position 3 of 4.`)).toBeAttached()
  await expect.poll(() => shownTitles(phone)).toEqual(moved)
})

test('one todo edited on both devices, one offline, keeps both fields (per-field merge)', async ({
  browser,
}) => {
  const [laptop, phone] = await laptopAndPhone(browser)
  await open(laptop, '/todos')
  await addTodo(laptop, 'Renew passport')
  await open(phone, '/todos')
  await expect(row(phone, 'Renew passport')).toBeVisible()

  // The same todo, a different field on each device: its title on the laptop, offline; its
  // priority and due date on the phone.
  await setOnline(laptop, false)
  await editTodo(laptop, 'Renew passport', (dialog) =>
    dialog.getByRole('textbox', { name: 'Title' }).fill('Renew the passport'),
  )
  await editTodo(phone, 'Renew passport', async (dialog) => {
    await dialog.getByLabel('Priority').selectOption('1')
    await dialog.getByLabel('Due date').fill('2031-05-20')
  })
  await expect(row(phone, 'Renew passport')).toContainText('P1')
  await expect(syncLink(phone)).toHaveAccessibleName('Sync: Synced')
  await expect(row(laptop, 'Renew the passport')).not.toContainText('P1')

  await setOnline(laptop, true)
  for (const page of [laptop, phone]) {
    await expect(row(page, 'Renew the passport')).toContainText('P1')
    await expect(row(page, 'Renew passport')).toHaveCount(0)
    await editTodo(page, 'Renew the passport', async (dialog) => {
      await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Renew the passport')
      await expect(dialog.getByLabel('Priority')).toHaveValue('1')
      await expect(dialog.getByLabel('Due date')).toHaveValue('2031-05-20')
    })
  }
})

test('the Overview layout edited on both devices, one offline, ends the same on both', async ({
  browser,
}) => {
  const [laptop, phone] = await laptopAndPhone(browser)
  for (const page of [laptop, phone]) {
    await page.setViewportSize({ width: 1280, height: 900 })
    await open(page, '/')
    await expect(widget(page, 'Calendar')).toBeVisible()
  }
  const notesBefore = await place(widget(laptop, 'Notes'))
  // The suite runs without service workers: the phone fetches edit mode's and the widget
  // gallery's code while online, as a service worker would already have it.
  await editLayout(phone)
  await main(phone).getByRole('button', { name: 'Done' }).click()
  await main(phone).getByRole('button', { name: 'Add widget' }).first().click()
  await expect(phone.getByRole('dialog', { name: 'Add widget' })).toBeVisible()
  await phone.keyboard.press('Escape')
  await expect(phone.getByRole('dialog', { name: 'Add widget' })).toHaveCount(0)

  // Offline, the phone adds a countdown and makes Todos a row taller; the laptop removes the
  // calendar, moves Notes a column right and has Todos show Upcoming (the same widget as the
  // phone's resize, another field).
  await setOnline(phone, false)
  await main(phone).getByRole('button', { name: 'Add widget' }).first().click()
  await phone
    .getByRole('dialog', { name: 'Add widget' })
    .getByRole('button', { name: 'Countdown', exact: true })
    .click()
  await expect(widget(phone, 'Countdown')).toBeVisible()
  await editLayout(phone)
  await widget(phone, 'Todos').focus()
  await phone.keyboard.press('Shift+ArrowDown')
  await expect(main(phone).getByText(/Todos resized to 4 columns by 8 rows\./)).toBeAttached()
  await main(phone).getByRole('button', { name: 'Done' }).click()

  await widget(laptop, 'Calendar').hover()
  await widget(laptop, 'Calendar').getByRole('button', { name: 'Remove widget' }).click()
  await expect(widget(laptop, 'Calendar')).toHaveCount(0)
  await editLayout(laptop)
  await widget(laptop, 'Notes').focus()
  await laptop.keyboard.press('ArrowRight')
  await expect(main(laptop).getByText(/Notes moved to column 6, row \d+\./)).toBeAttached()
  await main(laptop).getByRole('button', { name: 'Done' }).click()
  await widget(laptop, 'Todos').hover()
  await widget(laptop, 'Todos').getByRole('button', { name: 'Widget settings' }).click()
  const settings = laptop.getByRole('dialog', { name: 'Widget settings' })
  await settings.getByLabel('Show').selectOption({ label: 'Upcoming' })
  await settings.getByRole('button', { name: 'Save' }).click()
  await expect(upcomingLink(laptop)).toBeVisible()
  await expect(syncLink(laptop)).toHaveAccessibleName('Sync: Synced')
  await expect(widget(laptop, 'Countdown')).toHaveCount(0)
  await expect(widget(phone, 'Calendar')).toBeVisible()
  await expect(upcomingLink(phone)).toHaveCount(0)

  await setOnline(phone, true)
  for (const page of [laptop, phone]) {
    await expect(widget(page, 'Countdown')).toBeVisible()
    await expect(widget(page, 'Calendar')).toHaveCount(0)
    await expect.poll(async () => (await place(widget(page, 'Todos'))).h).toBe(8 * 40 + 7 * 12)
    await expect(upcomingLink(page)).toBeVisible()
    await expect
      .poll(async () => (await place(widget(page, 'Notes'))).x)
      .toBeGreaterThan(notesBefore.x)
  }
  // Every widget in the same place on both.
  for (const name of ['Greeting and clock', 'Search', 'Todos', 'Notes', 'Bookmarks', 'Countdown'])
    await expect.poll(() => place(widget(phone, name))).toEqual(await place(widget(laptop, name)))

  // A tablet where Hearth was only opened, paired now, takes this layout: its own new Overview's
  // calendar does not bring back the one the laptop removed, on it or on the others.
  const code = server.cli('add-device', `alice-${test.info().repeatEachIndex}`).then(pairingCode)
  const tablet = await device(browser, server, code, { viewport: { width: 1280, height: 900 } })
  await open(tablet, '/')
  await expect(widget(tablet, 'Countdown')).toBeVisible()
  await expect.poll(async () => (await place(widget(tablet, 'Todos'))).h).toBe(8 * 40 + 7 * 12)
  await expect(widget(tablet, 'Calendar')).toHaveCount(0)
  for (const page of [laptop, phone]) await expect(widget(page, 'Calendar')).toHaveCount(0)
})

test('a server restart in the middle loses nothing, on the devices or for a new one', async ({
  browser,
}) => {
  // Three devices paired and three server starts: more than most tests.
  test.setTimeout(60_000)
  const user = `restarter-${test.info().repeatEachIndex}`
  const [laptop, phone] = await twoDevices(browser, server, user)
  const route = await newNote(laptop, 'Before the restart', 'Written before')
  await open(phone, '/todos')
  await addTodo(phone, 'Added before the restart')

  // The server stops; both devices edit meanwhile.
  await server.stop()
  for (const page of [laptop, phone])
    await expect(syncLink(page)).not.toHaveAccessibleName('Sync: Synced')
  await typeAt(laptop, 'end', '\nWritten while the server was down')
  await addTodo(phone, 'Added while the server was down')

  // It comes back on the same port and data: each device, reconnecting by itself, sends what it
  // kept and gets what the other kept.
  await server.start()
  for (const page of [laptop, phone])
    await expect(syncLink(page)).toHaveAccessibleName('Sync: Synced', { timeout: 15_000 })
  await expect(row(phone, 'Added before the restart')).toBeVisible()
  await open(phone, route)
  await expect(lines(phone)).toHaveText(['Written before', 'Written while the server was down'])
  await open(laptop, '/todos')
  for (const title of ['Added before the restart', 'Added while the server was down'])
    await expect(row(laptop, title)).toBeVisible()

  // An edit after it is back; then the server stops again at once, with both devices connected,
  // and both are gone before it starts: only what it stored on its way down is left.
  await typeAt(phone, 'end', '\nWritten after the restart')
  const all = ['Written before', 'Written while the server was down', 'Written after the restart']
  await open(laptop, route)
  await expect(lines(laptop)).toHaveText(all)
  await server.stop()
  await closeDevices([laptop, phone])

  // A third device, newly paired once the server is back, gets all of it from the server.
  const code = server.start().then(() => server.cli('add-device', user))
  const tablet = await device(browser, server, code.then(pairingCode))
  await open(tablet, route)
  await expect(noteTitle(tablet)).toHaveValue('Before the restart')
  await expect(lines(tablet)).toHaveText(all)
  await open(tablet, '/todos')
  for (const title of ['Added before the restart', 'Added while the server was down'])
    await expect(row(tablet, title)).toBeVisible()
})

test('a list deleted on one device is in the other’s Trash; restored there, it is back on both', async ({
  browser,
}) => {
  const [laptop, phone] = await laptopAndPhone(browser)
  await open(laptop, '/todos')
  await newList(laptop, 'Trip')
  await addTodo(laptop, 'Passport check')
  await addTodo(laptop, 'Book tickets')
  await open(phone, '/todos')
  await expect(sideList(phone).getByRole('link', { name: /^Trip/ })).toContainText('2')

  await main(laptop).getByRole('button', { name: 'More actions' }).click()
  await laptop.getByRole('menuitem', { name: 'Delete list' }).click()
  await laptop
    .getByRole('dialog', { name: 'Delete “Trip”?' })
    .getByRole('button', { name: 'Delete list' })
    .click()
  await expect(sideList(phone).getByRole('link', { name: /^Trip/ })).toHaveCount(0)
  await phone.goto('./#/trash')
  const trip = phone.getByRole('list', { name: 'Trash' }).getByRole('listitem', { name: 'Trip' })
  await expect(trip).toContainText('with 2 todos')
  await trip.getByRole('button', { name: 'Restore' }).click()
  await expect(trip).toHaveCount(0)

  await expect(sideList(laptop).getByRole('link', { name: /^Trip/ })).toContainText('2')
  await sideList(laptop).getByRole('link', { name: /^Trip/ }).click()
  await expect
    .poll(async () => (await shownTitles(laptop)).sort())
    .toEqual(['Book tickets', 'Passport check'])
  await laptop.goto('./#/trash')
  await expect(
    laptop.getByRole('list', { name: 'Trash' }).getByRole('listitem', { name: 'Trip' }),
  ).toHaveCount(0)
})
