// The scale bench's first edits in a tab once started (scale.bench.mjs): a first write on the
// Overview, and a first key typed into a note. Each is timed to its frame, with the longest
// main-thread task in the 2 s after it (Long Tasks API: `window.__longTasks`, which the page's
// init script fills).
import { blocking } from './scale-lib.mjs'

/** The window after each edit for long tasks. */
const WINDOW = 2000

/**
 * The tab's first write, once started: the todos widget's first todo ticked (it leaves Today),
 * or in a workspace without one, a todo added with its 'Add a todo' (and ticked after). Ms from the click or the
 * Enter key to the frame after the widget shows it, the longest task from then to 2 s later,
 * and when the document's owner (a worker) had it loaded.
 */
export async function firstWrite(tab) {
  const widget = tab.locator('section[data-widget="todos"]')
  const box = widget.getByRole('checkbox').first()
  const ticking = (await box.count()) > 0
  const title = ticking
    ? await box.getAttribute('aria-label')
    : `First write ${Math.random().toString(36).slice(2, 8)}`
  if (!ticking) await widget.locator('input[aria-label="Add a todo"]').fill(title)
  await tab.evaluate(
    ({ title, ticking }) => {
      const mark = () => (window.__writeAt ??= performance.now())
      addEventListener('pointerdown', mark, { capture: true })
      addEventListener('keydown', (event) => event.key === 'Enter' && mark(), { capture: true })
      new MutationObserver((_, observer) => {
        const box = [
          ...document.querySelectorAll('section[data-widget="todos"] input[type=checkbox]'),
        ].find((input) => input.getAttribute('aria-label') === title)
        if (ticking ? box : !box) return
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => (window.__writeShown = performance.now()), 0))
      }).observe(document, { subtree: true, childList: true, attributes: true })
    },
    { title, ticking },
  )
  if (ticking) await box.click()
  else await widget.locator('input[aria-label="Add a todo"]').press('Enter')
  await tab.waitForFunction(() => window.__writeShown, null, { timeout: 60_000, polling: 50 })
  await tab.waitForTimeout(WINDOW)
  await tab
    .waitForFunction(() => performance.getEntriesByName('hearth:doc-host-loaded').length, null, {
      timeout: 60_000,
      polling: 100,
    })
    .catch(() => {})
  // The todo added to a workspace without one is ticked off again, so it stays without open
  // todos for the next tabs' figures and the sections' (whose empty states they wait for).
  if (!ticking) {
    await widget.getByRole('checkbox', { name: title, exact: true }).click()
    await widget.getByRole('checkbox', { name: title, exact: true }).waitFor({ state: 'detached' })
    await tab.waitForTimeout(500)
  }
  const { at, shown, tasks, owner } = await tab.evaluate(() => ({
    at: window.__writeAt,
    shown: window.__writeShown,
    tasks: window.__longTasks,
    owner: performance.getEntriesByName('hearth:doc-host-loaded')[0]?.duration ?? NaN,
  }))
  return {
    shown: shown - at,
    longest: blocking(
      tasks.filter(([start]) => start >= at),
      at + WINDOW,
    ).longest,
    owner,
  }
}

/**
 * What a first key types into the note: a character its text holds nowhere else, on the US
 * keyboard (Playwright types other characters without key events).
 */
const TYPED = '~'

/**
 * A first key typed into the note once shown: a click into its text (the editor binds to the
 * note's shared text as it takes the keyboard), Ctrl+End, a character. Ms from that key's
 * keydown to the frame after the editor shows it, the longest task from the click to 2 s later,
 * and whether the page decoded the workspace's document.
 */
export async function typeInNote(tab) {
  const count = await tab.evaluate(
    (typed) =>
      [...document.querySelector('.cm-content').textContent].filter((c) => c === typed).length,
    TYPED,
  )
  await tab.evaluate(
    ({ typed, count }) => {
      addEventListener('pointerdown', () => (window.__clickAt ??= performance.now()), {
        capture: true,
      })
      addEventListener(
        'keydown',
        (event) => event.key === typed && (window.__keyAt ??= performance.now()),
        {
          capture: true,
        },
      )
      new MutationObserver((_, observer) => {
        const text = document.querySelector('.cm-content')?.textContent ?? ''
        if ([...text].filter((c) => c === typed).length <= count) return
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => (window.__keyShown = performance.now()), 0))
      }).observe(document, { subtree: true, childList: true, characterData: true })
    },
    { typed: TYPED, count },
  )
  await tab.locator('.cm-content').click()
  await tab.keyboard.press('Control+End')
  await tab.keyboard.type(TYPED)
  await tab.waitForFunction(() => window.__keyShown, null, { timeout: 60_000, polling: 50 })
  await tab.waitForFunction((span) => performance.now() >= window.__clickAt + span, WINDOW, {
    timeout: 60_000,
    polling: 100,
  })
  const { click, at, shown, tasks, decoded } = await tab.evaluate(() => ({
    click: window.__clickAt,
    at: window.__keyAt,
    shown: window.__keyShown,
    tasks: window.__longTasks,
    decoded: performance.getEntriesByName('hearth:doc-decode-start').length > 0,
  }))
  return {
    shown: shown - at,
    longest: blocking(
      tasks.filter(([start]) => start >= click),
      click + WINDOW,
    ).longest,
    decoded,
  }
}
