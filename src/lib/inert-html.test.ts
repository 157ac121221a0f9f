// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { XSS_PAYLOADS } from '../../e2e/fixtures/xss-payloads'
import { inertHtml } from './inert-html'

describe('inertHtml', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', '<img src=x data-inert-onerror=alert(1)>'],
    ['<img src="x"onerror="a()">', '<img src="x"data-inert-onerror="a()">'],
    ['<svg/onload=alert(1)>', '<svg/data-inert-onload=alert(1)>'],
    ['<body ONLOAD = "x()">', '<body data-inert-ONLOAD = "x()">'],
    [
      '<a href="https://e.x/" onclick=\'go()\'>Go</a>',
      '<a href="https://e.x/" data-inert-onclick=\'go()\'>Go</a>',
    ],
    ['<base href="https://evil.example/">', '<data-inert-base href="https://evil.example/">'],
    ['<BASE/href=//evil>', '<data-inert-BASE/href=//evil>'],
  ])('%s', (html, expected) => {
    expect(inertHtml(html)).toBe(expected)
  })

  it('keeps text and attribute values exactly, handlers named in them included', () => {
    const html =
      '<DT><A HREF="https://x.example/" TAGS="turn on, onion" ADD_DATE="1">Turn on onload= </A> a < b onclick=x'
    expect(inertHtml(html)).toBe(html)
  })

  it('keeps a > inside a quoted value inside the tag', () => {
    expect(inertHtml('<a title="a > b" onclick=x>t</a>')).toBe(
      '<a title="a > b" data-inert-onclick=x>t</a>',
    )
  })

  it('leaves no handler or <base> in any payload of the XSS corpus, as the parser reads it', () => {
    for (const payload of XSS_PAYLOADS) {
      const doc = new DOMParser().parseFromString(inertHtml(payload), 'text/html')
      for (const element of doc.querySelectorAll('*')) {
        expect(element.localName).not.toBe('base')
        for (const attribute of element.attributes) expect(attribute.name).not.toMatch(/^on/)
      }
    }
  })
})
