// Todos benchmarks, with the Large sample workspace stored (10,000 todos in 40 lists):
// - opening Todos: from a click on the taskbar's Todos button (app loaded) to the first frame
//   with todos on screen, in the largest list, each run in a fresh tab;
// - completing a todo: from the click on its checkbox to the next frame (from a trace, as the
//   notes benchmarks do), beside the same figure for a bare page of checkboxes: what this
//   browser and machine take for a click with no app at all;
// - quick add: from each key event in 'Add a todo' to the next frame;
// - importing a 10,000-line todo.txt: from the click on 'Import' to the imported todos on screen;
// - a list of 10,000 todos deleted (to the Trash, with its todos) and restored from the Trash:
//   from the confirming click to the list gone and its toast shown, and from 'Restore' to the
//   Trash without it and the 'Restored' toast shown.
import {
  addLargeSample,
  clickFloor,
  coldOpenTimes,
  keyLatencies,
  launchLatencyBrowser,
  median,
  openReady,
  percentile,
  printTable,
  row,
  serveBuild,
} from './lib.mjs'

const RUNS = 7
/** Completions timed per round: enough that a round's p95 is not simply its slowest click. */
const CLICKS = 30
/** Rounds of completions and of quick-add typing; the p95 printed is their median. */
const ROUNDS = 3

/**
 * In the page: clicks the button `name` (in a dialog, `dialog`: its name) and resolves with the
 * ms to the frame after `done()` holds.
 */
function clickUntil({ name, dialog, done }) {
  const check = new Function(`return (${done})()`)
  const scope = dialog
    ? [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].find((d) =>
        d.textContent.includes(dialog),
      )
    : document
  const button = [...scope.querySelectorAll('button')].find((b) => b.textContent.trim() === name)
  const start = performance.now()
  return new Promise((resolve) => {
    const finish = () =>
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))
    const observer = new MutationObserver(() => {
      if (!check()) return
      observer.disconnect()
      finish()
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    button.click()
  })
}

/** A todo.txt of `n` lines in the shapes people write: priorities, lists, tags, dates, repeats. */
function todoTxt(n) {
  const lines = []
  for (let i = 0; i < n; i++) {
    const priority = i % 4 === 0 ? `(${'ABCD'[(i % 16) >> 2]}) ` : ''
    const done = i % 5 === 0 ? `x 2026-11-${String((i % 20) + 1).padStart(2, '0')} ` : ''
    lines.push(
      `${done}${done ? '' : priority}2026-10-01 Imported task number ${i} +Bench${i % 12} @ctx${i % 7} due:2026-12-${String((i % 28) + 1).padStart(2, '0')}${i % 9 === 0 ? ' rec:+1w' : ''}`,
    )
  }
  return lines.join('\n') + '\n'
}

export async function run(root) {
  const server = await serveBuild(root, 4179)
  const browser = await launchLatencyBrowser('todos')
  const { context } = browser
  try {
    let page = await addLargeSample(context, server.url)
    // The largest list: the one Todos opens on for the paint figure.
    await page.goto(`${server.url}#/todos`)
    await page.waitForSelector('nav[aria-label="Todo lists"]')
    const biggest = await page.evaluate(() => {
      const links = [
        ...document.querySelectorAll('nav[aria-label="Todo lists"] a[href^="#/todos/list"]'),
      ]
      const count = (a) => Number(a.textContent.match(/(\d+)\s*open$/)?.[1] ?? 0)
      return links.sort((a, b) => count(b) - count(a))[0].getAttribute('href')
    })
    await page.close()

    // Opening Todos cold, from the Overview: a fresh tab each time.
    const paint = await coldOpenTimes(context, server.url, RUNS, '[data-todo-id]', {
      hash: biggest,
    })

    // Completing todos: a click on a checkbox, to the next frame.
    page = await openReady(context, `${server.url}${biggest}`)
    await page.waitForSelector('[data-todo-id]')
    await page.waitForTimeout(1000)
    const complete = []
    for (let round = 0; round < ROUNDS; round++) {
      complete.push(
        await keyLatencies(
          context,
          page,
          async () => {
            for (let i = 0; i < CLICKS; i++) {
              await page.locator('[data-todo-id] input[type=checkbox]').first().click()
              await page.waitForTimeout(120)
            }
          },
          { on: 'click' },
        ),
      )
    }

    // Quick add: typing into 'Add a todo'.
    const field = page.getByRole('textbox', { name: 'Add a todo' })
    const quickAdd = []
    for (let round = 0; round < ROUNDS; round++) {
      await field.click()
      quickAdd.push(
        await keyLatencies(context, page, async () => {
          await page.keyboard.type('Call the bank tomorrow 5pm #', { delay: 60 })
          await page.keyboard.type('Bench @money p1 every month on the 1st', { delay: 60 })
        }),
      )
      await field.fill('')
    }
    const floor = await clickFloor(context)

    // Importing a 10,000-line todo.txt.
    const file = { name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.from(todoTxt(10_000)) }
    const imports = []
    for (let i = 0; i < 3; i++) {
      await page.getByTestId('todo-import-input').setInputFiles(file)
      const dialog = page.getByRole('dialog', { name: 'Import todos' })
      await dialog.waitFor()
      imports.push(
        await page.evaluate(() => {
          const start = performance.now()
          return new Promise((resolve) => {
            const done = () =>
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))
            const observer = new MutationObserver(() => {
              if (
                !document.querySelector('[role="dialog"]') &&
                document.body.textContent.includes('Todos imported')
              ) {
                observer.disconnect()
                done()
              }
            })
            observer.observe(document.body, { childList: true, subtree: true })
            ;[...document.querySelectorAll('[role="dialog"] button')]
              .find((b) => b.textContent === 'Import')
              .click()
          })
        }),
      )
    }

    // A list of 10,000 todos to the Trash and back.
    const list = Array.from({ length: 10_000 }, (_, i) => `Kept task ${i} +TrashBench`).join('\n')
    await page
      .getByTestId('todo-import-input')
      .setInputFiles({ name: 'list.txt', mimeType: 'text/plain', buffer: Buffer.from(list) })
    await page
      .getByRole('dialog', { name: 'Import todos' })
      .getByRole('button', { name: 'Import' })
      .click()
    await page.getByText('Todos imported').first().waitFor()
    const trashed = []
    const restored = []
    const listLink = () =>
      page
        .getByRole('navigation', { name: 'Todo lists' })
        .getByRole('link', { name: /^TrashBench/ })
    for (let i = 0; i < 3; i++) {
      await page.goto(`${server.url}#/todos`)
      await listLink().click()
      await page.getByRole('heading', { level: 1, name: 'TrashBench' }).waitFor()
      await page.locator('[data-todo-id]').first().waitFor()
      await page.getByRole('button', { name: 'More actions' }).click()
      await page.getByRole('menuitem', { name: 'Delete list' }).click()
      await page.getByRole('dialog', { name: 'Delete “TrashBench”?' }).waitFor()
      trashed.push(
        await page.evaluate(clickUntil, {
          name: 'Delete list',
          dialog: 'Delete “TrashBench”?',
          done: `() => ![...document.querySelectorAll('nav[aria-label="Todo lists"] a')].some((a) => a.textContent.startsWith('TrashBench')) && document.body.textContent.includes('List deleted')`,
        }),
      )
      await page.goto(`${server.url}#/trash`)
      await page
        .getByRole('listitem', { name: 'TrashBench' })
        .getByText('with 10,000 todos')
        .waitFor()
      restored.push(
        await page.evaluate(clickUntil, {
          name: 'Restore',
          dialog: null,
          done: `() => document.body.textContent.includes('Restored') && ![...document.querySelectorAll('ul[aria-label="Trash"] li')].some((li) => li.textContent.includes('TrashBench'))`,
        }),
      )
      await page.getByText('Restored').first().waitFor()
    }
    await page.close()

    printTable(`Todos (Large sample: 10,000 todos; median of ${RUNS} unless named)`, [
      row('opening #/todos (largest list) to first paint', median(paint), 'ms', 200),
      row(
        `completing a todo, p95 (median of ${ROUNDS} rounds of ${CLICKS} clicks, to next frame)`,
        median(complete.map((round) => percentile(round, 95))),
        'ms',
        16,
      ),
      row('  completing a todo, median', median(complete.flat()), 'ms'),
      row("  a bare page's checkbox click, p95 (the same way: the floor here)", floor, 'ms'),
      row(
        `quick-add keystroke, p95 (median of ${ROUNDS} rounds of ${quickAdd[0].length} keys)`,
        median(quickAdd.map((round) => percentile(round, 95))),
        'ms',
        16,
      ),
      row('  quick-add keystroke, median', median(quickAdd.flat()), 'ms'),
      row('import of a 10,000-line todo.txt (median of 3)', median(imports), 'ms', 1000),
      row('a list of 10,000 todos deleted to the Trash (median of 3)', median(trashed), 'ms', 1000),
      row('  and restored from the Trash (median of 3)', median(restored), 'ms', 1000),
    ])
  } finally {
    await browser.close()
    server.stop()
  }
}
