// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import windows1252 from './fixtures/windows-1252.html?url&inline'
import { ERRORS } from './parse'
import { readBookmarkFile } from './read-file'
import { folderAt, placedBookmarks } from './test-tree'

/** A file of text (as UTF-8) and raw bytes, as the file picker gives it. */
function file(...parts: (string | number[])[]): File {
  const chunks = parts.map((part) =>
    typeof part === 'string' ? new TextEncoder().encode(part) : new Uint8Array(part),
  )
  return new File(chunks, 'bookmarks.html', { type: 'text/html' })
}

/** A fixture's bytes, exactly: `?url&inline` is a base64 data URL (`?raw` would decode it). */
function fixtureBytes(dataUrl: string): Uint8Array<ArrayBuffer> {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

const meta = (charset: string) =>
  `<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=${charset}">\n`
const link = (title: string | number[]) => [
  '<DL><p><DT><A HREF="https://cafe.example/">',
  title,
  '</A></DL><p>',
]
/** The titles read from a file, or its error. */
async function titles(picked: File) {
  const result = await readBookmarkFile(picked)
  return result.error ?? placedBookmarks(result.root).map((b) => b.title)
}

describe('readBookmarkFile: the bytes of a picked file, in the encoding it is in', () => {
  it('reads a windows-1252 file that says so, accents and all', async () => {
    const bytes = fixtureBytes(windows1252)
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow()
    const result = await readBookmarkFile(new File([bytes], 'windows-1252.html'))
    expect(result.error).toBeNull()
    expect(folderAt(result, 'Références').children).toHaveLength(2)
    // Node 20's TextDecoder reads windows-1252 as ISO-8859-1 (nodejs/node#60888): its €, “ and
    // – come out as control characters there, so they are checked in Chromium, by the e2e test.
    expect(placedBookmarks(result.root)).toMatchObject([
      {
        title: 'Café crème',
        description: expect.stringMatching(/^Une recette naïve . .3 la tasse$/),
      },
      { title: expect.stringMatching(/^Smörgåsbord .Über.$/) },
    ])
  })

  it.each([
    ['windows-1252 in <META HTTP-EQUIV>', meta('windows-1252'), [0x43, 0x61, 0x66, 0xe9], 'Café'],
    ['ISO-8859-1 (read as windows-1252)', meta('ISO-8859-1'), [0xe9, 0x20, 0xfc], 'é ü'],
    ['a quoted charset', meta("'windows-1252'"), [0xe9], 'é'],
    ['<meta charset>', '<meta charset="koi8-r">', [0xcb, 0xc1, 0xc6, 0xc5], 'кафе'],
    ['an unknown name, then a known one', meta('x-nonsense') + meta('latin1'), [0xe9], 'é'],
  ])('reads %s', async (_, head, bytes, expected) => {
    expect(await titles(file(head, ...link(bytes)))).toEqual([expected])
  })

  it.each([
    [
      'UTF-8 that names another encoding: UTF-8 wins',
      [meta('windows-1252'), ...link('Café')],
      'Café',
    ],
    [
      'a UTF-8 byte order mark',
      [[0xef, 0xbb, 0xbf], meta('windows-1252'), ...link('Café')],
      'Café',
    ],
    [
      'UTF-8 cut off inside a character',
      ['<DT><A HREF="https://cafe.example/">Café', [0xc3]],
      'Café',
    ],
    [
      'UTF-16 with its byte order mark',
      [
        [0xff, 0xfe],
        Array.from('<DT><A HREF="https://x.example/">Ça</A>', (c) => [c.charCodeAt(0), 0]).flat(),
      ],
      'Ça',
    ],
  ])('reads %s', async (_, parts, title) => {
    expect(await titles(file(...parts))).toEqual([title])
  })

  it.each([
    ['names no encoding', [...link([0x43, 0x61, 0x66, 0xe9])]],
    ['says UTF-8 but is not', [meta('UTF-8'), ...link([0xe9])]],
    ['names an encoding no browser knows', [meta('x-nonsense'), ...link([0xe9])]],
    [
      'names it too late (after 1,024 bytes)',
      [' '.repeat(1024), meta('windows-1252'), ...link([0xe9])],
    ],
  ])('refuses a file that is not UTF-8 and %s, and says why', async (_, parts) => {
    expect(await titles(file(...parts))).toBe(ERRORS.encoding)
  })

  it('still calls binary data binary data', async () => {
    const png = file([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 0xff, 0xfe])
    expect(await titles(png)).toBe(ERRORS.binary)
  })
})
