import { describe, expect, it } from 'vitest'
import { bookmarkHost, bookmarkUrlKey, normaliseBookmarkUrl } from './bookmark-url'

const REFUSED_SCHEME = (scheme: string) =>
  `Only http, https, mailto and ftp addresses can be saved (this one is “${scheme}”).`

describe('normaliseBookmarkUrl', () => {
  it.each([
    ['https://example.com', 'https://example.com/'],
    ['  https://example.com/a b  ', 'https://example.com/a%20b'],
    ['http://example.com/path?q=1#frag', 'http://example.com/path?q=1#frag'],
    ['example.com', 'https://example.com/'],
    ['example.com/docs?x=1', 'https://example.com/docs?x=1'],
    ['www.example.co.uk', 'https://www.example.co.uk/'],
    ['localhost:8080', 'https://localhost:8080/'],
    ['example.com:8443/admin', 'https://example.com:8443/admin'],
    ['//example.com/x', 'https://example.com/x'],
    ['HTTPS://EXAMPLE.COM/Path', 'https://example.com/Path'],
    ['mailto:me@example.com', 'mailto:me@example.com'],
    ['ftp://ftp.debian.org/debian/', 'ftp://ftp.debian.org/debian/'],
    ['https://de.wikipedia.org/wiki/Köln', 'https://de.wikipedia.org/wiki/K%C3%B6ln'],
    ['https://例え.jp/', 'https://xn--r8jz45g.jp/'],
    ['192.168.1.1/router', 'https://192.168.1.1/router'],
  ])('%s → %s', (input, url) => {
    expect(normaliseBookmarkUrl(input)).toEqual({ ok: true, url })
  })

  it.each([
    ['', 'Enter an address.'],
    ['   ', 'Enter an address.'],
    ['javascript:alert(1)', REFUSED_SCHEME('javascript:')],
    ['JavaScript:alert(1)', REFUSED_SCHEME('javascript:')],
    ['data:text/html,<script>alert(1)</script>', REFUSED_SCHEME('data:')],
    ['file:///etc/passwd', REFUSED_SCHEME('file:')],
    ['chrome://settings', REFUSED_SCHEME('chrome:')],
    ['place:sort=8', REFUSED_SCHEME('place:')],
    ['vbscript:msgbox', REFUSED_SCHEME('vbscript:')],
    ['not a url', 'This is not a valid address.'],
    ['http://', 'This is not a valid address.'],
    ['hello', 'This is not a valid address.'],
    [`https://example.com/${'a'.repeat(4000)}`, 'This address is too long.'],
  ])('refuses %j', (input, reason) => {
    expect(normaliseBookmarkUrl(input)).toEqual({ ok: false, reason })
  })
})

describe('bookmarkUrlKey (duplicates)', () => {
  it.each([
    ['https://example.com/', 'http://example.com'],
    ['https://www.example.com/docs/', 'https://example.com/docs'],
    ['https://EXAMPLE.com/docs', 'https://example.com/docs#section'],
    ['https://example.com:443/', 'https://example.com/'],
    ['http://example.com:80/a', 'https://example.com/a/'],
    ['mailto:me@example.com', 'MAILTO:me@example.com'],
  ])('%s is the same page as %s', (a, b) => {
    expect(bookmarkUrlKey(a)).toBe(bookmarkUrlKey(b))
  })

  it.each([
    ['https://example.com/a', 'https://example.com/b'],
    ['https://example.com/?q=1', 'https://example.com/?q=2'],
    ['https://example.com/Docs', 'https://example.com/docs'],
    ['https://example.com:8080/', 'https://example.com/'],
    ['https://sub.example.com/', 'https://example.com/'],
  ])('%s is not %s', (a, b) => {
    expect(bookmarkUrlKey(a)).not.toBe(bookmarkUrlKey(b))
  })

  it('never throws', () => {
    expect(bookmarkUrlKey('not a url ')).toBe('not a url')
  })
})

describe('bookmarkHost', () => {
  it.each([
    ['https://www.example.com/a', 'example.com'],
    ['https://docs.example.com/', 'docs.example.com'],
    ['mailto:me@example.com', 'example.com'],
    ['nonsense', ''],
  ])('%s → %s', (url, host) => expect(bookmarkHost(url)).toBe(host))
})
