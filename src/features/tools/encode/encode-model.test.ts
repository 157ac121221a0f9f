import { describe, expect, it } from 'vitest'
import {
  base64Decode,
  base64Encode,
  fileToBase64,
  htmlDecode,
  htmlEncode,
  transform,
  urlDecode,
  urlEncode,
} from './encode-model'

const base64Of = (bytes: number[]) => btoa(String.fromCharCode(...bytes))

describe('Base64', () => {
  // RFC 4648 §10 test vectors, then UTF-8 text.
  it.each([
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg=='],
    ['fooba', 'Zm9vYmE='],
    ['foobar', 'Zm9vYmFy'],
    ['héllo 👋', 'aMOpbGxvIPCfkYs='],
    ['日本語', '5pel5pys6Kqe'],
  ])('%j ⇄ %s', (text, base64) => {
    expect(base64Encode(text)).toEqual({ ok: true, value: base64 })
    expect(base64Decode(base64)).toEqual({ ok: true, value: text })
  })

  it('decodes URL-safe Base64, missing padding and wrapped lines', () => {
    expect(base64Decode('aMOpbGxvIPCfkYs')).toEqual({ ok: true, value: 'héllo 👋' })
    expect(base64Decode('-_8')).toEqual(base64Decode('+/8='))
    expect(base64Decode('Zm9v\nYmFy')).toEqual({ ok: true, value: 'foobar' })
  })

  it.each([
    ['Zm9v!', '“!” (character 5) is not a Base64 character.'],
    ['👋 Zm9v', '“👋” (character 1) is not a Base64 character.'],
    ['Zm9v\nYm.F', '“.” (character 8) is not a Base64 character.'],
    ['Zm=9v', 'Padding (=) can only come at the end.'],
    ['Zm9vY', 'This is not whole Base64: one character too many or too few.'],
  ])('refuses %j', (text, error) => {
    expect(base64Decode(text)).toEqual({ ok: false, error })
  })

  it('says when the bytes are not UTF-8 text', () => {
    const result = base64Decode('/w==')
    expect(result.ok).toBe(false)
    if (!result.ok)
      expect(result.error).toBe(
        "The decoded bytes are not UTF-8 text (1 byte: if they are a file, use 'Download as file').",
      )
    // An overlong encoding and a lone surrogate are not UTF-8 either.
    expect(base64Decode(base64Of([0xc0, 0xaf])).ok).toBe(false)
    expect(base64Decode(base64Of([0xed, 0xa0, 0x80])).ok).toBe(false)
  })

  it('encodes a file as Base64 and a data URL, and refuses one too large', async () => {
    const file = new Blob([new Uint8Array([0, 255, 16])], { type: 'image/png' })
    expect(await fileToBase64(file)).toEqual({
      ok: true,
      base64: 'AP8Q',
      dataUrl: 'data:image/png;base64,AP8Q',
    })
    const big = await fileToBase64(new Blob([new Uint8Array(2048)]), 1024)
    expect(big.ok).toBe(false)
  })
})

describe('URL encoding', () => {
  it('percent-encodes and decodes UTF-8', () => {
    expect(urlEncode('a b&c=d/é?')).toEqual({ ok: true, value: 'a%20b%26c%3Dd%2F%C3%A9%3F' })
    expect(urlDecode('a%20b%26c%3Dd%2F%C3%A9%3F')).toEqual({ ok: true, value: 'a b&c=d/é?' })
  })

  it.each([
    ['100%', /character 4/],
    ['%zz', /character 1/],
    ['%C3', /do not make UTF-8 text/],
  ])('refuses malformed %j', (text, error) => {
    const result = urlDecode(text)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toMatch(error)
  })

  it('refuses half a character', () => {
    expect(urlEncode('\ud83d').ok).toBe(false)
  })
})

describe('HTML entities', () => {
  it('escapes what HTML gives meaning to, and optionally every non-ASCII character', () => {
    expect(htmlEncode(`<a href="x">Tom & Jerry's</a>`)).toEqual({
      ok: true,
      value: '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    })
    expect(htmlEncode('café 👋', true)).toEqual({ ok: true, value: 'caf&#xE9; &#x1F44B;' })
    expect(htmlEncode('café\u007f', false)).toEqual({ ok: true, value: 'café\u007f' })
    expect(htmlEncode('a\u007f\u0080', true)).toEqual({ ok: true, value: 'a\u007f&#x80;' })
  })

  it('decodes numeric and named entities, and leaves unknown ones as they were', () => {
    expect(htmlDecode('&lt;b&gt; &amp;amp; &#233;&#x1F44B; &copy; &hellip;')).toEqual({
      ok: true,
      value: '<b> &amp; é👋 © …',
    })
    expect(htmlDecode('&bogus; &#xD800; &#99999999;')).toEqual({
      ok: true,
      value: '&bogus; &#xD800; &#99999999;',
      note: 'Left as they were (not known here): &bogus; &#xD800; &#99999999;',
    })
  })

  it('does not mistake object properties for entities', () => {
    expect(htmlDecode('&constructor; &toString;')).toMatchObject({
      value: '&constructor; &toString;',
    })
  })

  it('asks resolveNamed for names not in its table, and only those', () => {
    const asked: string[] = []
    const resolve = (entity: string) => (
      asked.push(entity),
      entity === '&spades;' ? '♠' : undefined
    )
    expect(transform('html', 'decode', '&amp; &spades; &nope;', { resolveNamed: resolve })).toEqual(
      { ok: true, value: '& ♠ &nope;', note: 'Left as they were (not known here): &nope;' },
    )
    expect(asked).toEqual(['&spades;', '&nope;'])
  })

  it('never turns decoded text into markup: it is a string', () => {
    expect(transform('html', 'decode', '&lt;img src=x onerror=alert(1)&gt;')).toEqual({
      ok: true,
      value: '<img src=x onerror=alert(1)>',
    })
  })
})
