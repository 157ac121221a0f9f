// @vitest-environment happy-dom
import { beforeEach, expect, it } from 'vitest'
import { captureFirstView, FIRST_VIEW_KEY, FIRST_VIEW_MAX, forgetFirstView } from './first-view'

const stored = () => JSON.parse(localStorage.getItem(FIRST_VIEW_KEY) ?? 'null') as { html: string }

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
  const { html } = stored()
  expect(html).toContain('class="rounded"')
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
  expect(stored().html).toBe('<p>Small</p>')
  expect(captureFirstView(content(`<p>${'x'.repeat(FIRST_VIEW_MAX)}</p>`), 'w')).toBe(false)
  expect(stored()).toBeNull()
})

it('forgets the picture of a deleted workspace only', () => {
  captureFirstView(content('<p>Home</p>'), 'home')
  forgetFirstView('work')
  expect(stored().html).toBe('<p>Home</p>')
  forgetFirstView('home')
  expect(stored()).toBeNull()
})
