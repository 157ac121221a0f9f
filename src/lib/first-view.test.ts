// @vitest-environment happy-dom
import { beforeEach, expect, it, vi } from 'vitest'
import {
  captureFirstView,
  storeFirstView,
  takeFirstView,
  FIRST_VIEW_KEY,
  FIRST_VIEW_MAX,
  forgetFirstView,
  type StoredFirstView,
} from './first-view'

const stored = () =>
  JSON.parse(localStorage.getItem(FIRST_VIEW_KEY) ?? 'null') as StoredFirstView | null

function content(html: string) {
  const main = document.createElement('main')
  main.innerHTML = html
  return main
}

beforeEach(() => localStorage.clear())

it('keeps a picture: text, classes and styles, without what runs, points elsewhere or names', () => {
  const main = content(
    `<section id="w1" data-widget="todos" aria-labelledby="t1" class="rounded" style="grid-row: 1">
      <h2 id="t1">Todos</h2><a href="https://example.com" rel="noopener">Example</a>
      <img src="data:image/png;base64,AAAA" alt=""><img src="javascript:alert(1)" alt="">
      <script>alert(1)</script><iframe src="https://example.com"></iframe>
      <label for="f">Add</label><input id="f" name="q" value="Call Sam" tabindex="0">
      <button onclick="alert(1)" aria-label="Remove widget">x</button></section>`,
  )
  expect(captureFirstView(main, 'w')).toBe(true)
  const { html, classes } = stored()!
  // Each class list once; elements refer to it.
  expect(classes).toEqual(['rounded'])
  expect(html).toContain('class="~0"')
  expect(html).toContain('style="grid-row: 1"')
  expect(html).toContain('Example')
  expect(html).toContain('value="Call Sam"')
  expect(html).toContain('aria-label="Remove widget"')
  expect(html).toContain('src="data:image/png;base64,AAAA"')
  expect(html).not.toMatch(
    /<script|<iframe|javascript:|\sid=|\sdata-|\shref=|\sfor=|\sname=|onclick|tabindex|aria-labelledby/,
  )
  // The page itself is untouched.
  expect(main.querySelector('[data-widget]')?.id).toBe('w1')
})

it('keeps no picture above the size limit, and drops the older one', () => {
  captureFirstView(content('<p>Small</p>'), 'w')
  expect(stored()!.html).toBe('<p>Small</p>')
  expect(captureFirstView(content(`<p>${'x'.repeat(FIRST_VIEW_MAX)}</p>`), 'w')).toBe(false)
  expect(stored()).toBeNull()
})

it('forgets the picture of a deleted workspace only', () => {
  captureFirstView(content('<p>Home</p>'), 'home')
  forgetFirstView('work')
  expect(stored()!.html).toBe('<p>Home</p>')
  forgetFirstView('home')
  expect(stored()).toBeNull()
})

it('leaves out what lies below the content area or beside the window, measured from the page top', () => {
  const main = content(
    `<div class="page"><section class="w">Seen</section><section class="w">Below</section>
      <section class="w">Beside</section><p hidden>No box</p></div>`,
  )
  Object.defineProperty(main, 'clientHeight', { value: 600 })
  const page = main.querySelector('.page')!
  // The page is scrolled 200 px: its top is at -200.
  const boxes = new Map<Element, Partial<DOMRect>>([
    [page, { top: -200, left: 0, right: 1000, width: 1000, height: 2000 }],
    [
      main.querySelectorAll('section')[0]!,
      { top: 250, left: 0, right: 500, width: 500, height: 100 },
    ],
    [
      main.querySelectorAll('section')[1]!,
      { top: 450, left: 0, right: 500, width: 500, height: 100 },
    ],
    [
      main.querySelectorAll('section')[2]!,
      { top: 0, left: 2000, right: 2500, width: 500, height: 100 },
    ],
  ])
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return {
      top: 0,
      left: 0,
      right: 0,
      bottom: 0,
      width: 0,
      height: 0,
      ...boxes.get(this),
    } as DOMRect
  })
  captureFirstView(main, 'w', page)
  const { html } = stored()!
  expect(html).toContain('Seen')
  // 450 px below a page top at -200 is 650 px down: past the 600 px the content area shows.
  expect(html).not.toContain('Below')
  expect(html).not.toContain('Beside')
  expect(html).toContain('No box')
  vi.restoreAllMocks()
})

it('measures nothing inside what it leaves out', () => {
  const main = content(
    `<div class="page"><section>Seen</section><section><h2>Below</h2><p><b>deep</b></p></section></div>`,
  )
  Object.defineProperty(main, 'clientHeight', { value: 600 })
  const [seen, below] = main.querySelectorAll('section')
  const measured: Element[] = []
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    measured.push(this)
    const top = this === below ? 900 : this === seen ? 100 : 0
    return { top, left: 0, right: 500, bottom: top + 100, width: 500, height: 100 } as DOMRect
  })
  captureFirstView(main, 'w', main.querySelector('.page')!)
  expect(stored()!.html).not.toContain('Below')
  expect(measured).toContain(below)
  expect(measured.some((element) => below!.contains(element) && element !== below)).toBe(false)
  vi.restoreAllMocks()
})

it('stores later the picture taken at once: the page as it was taken, the page itself untouched', () => {
  const main = content('<section id="w1" data-widget="clock"><p>December</p></section>')
  const copy = takeFirstView(main)
  // The page moves on (another screen's commit) before the copy is stored.
  main.querySelector('p')!.textContent = 'January'
  expect(localStorage.getItem(FIRST_VIEW_KEY)).toBeNull()
  expect(storeFirstView(copy, 'w', 1280)).toBe(true)
  expect(stored()).toMatchObject({
    workspace: 'w',
    width: 1280,
    html: '<section><p>December</p></section>',
  })
  expect(main.querySelector('section')!.id).toBe('w1')
})
