// @vitest-environment jsdom
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { ERRORS, MAX_FILE_CHARS, parseNetscapeBookmarks } from './parse'
import { census, depthOf, readFixture as fixture } from './test-tree'

describe('broken and hostile bookmark files: read in part or refused, never a crash', () => {
  it('reads what there is of a truncated file', () => {
    for (const name of ['chrome', 'firefox', 'safari', 'linkding'] as const) {
      const text = fixture(name)
      const result = parseNetscapeBookmarks(text.slice(0, Math.floor(text.length / 2)))
      const whole = parseNetscapeBookmarks(text)
      expect(result.error).toBeNull()
      expect(result.bookmarkCount).toBeGreaterThan(0)
      expect(result.bookmarkCount).toBeLessThan(whole.bookmarkCount)
      expect(census(result.root)).toEqual({
        bookmarks: result.bookmarkCount,
        folders: result.folderCount,
      })
    }
  })

  it('refuses binary data: random bytes with NULs, control characters, UTF-16', () => {
    const bytes = new Uint8Array(4096)
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919 + 13) % 256
    bytes[100] = 0
    expect(parseNetscapeBookmarks(new TextDecoder().decode(bytes)).error).toBe(ERRORS.binary)
    const link = '<DL><p><DT><A HREF="https://a.example/">A</A>'
    expect(parseNetscapeBookmarks(`${link}\0`).error).toBe(ERRORS.binary)
    expect(parseNetscapeBookmarks(`${link}${'\u0001\u0002\u0003'.repeat(10)}`).error).toBe(
      ERRORS.binary,
    )
    const utf16 = new Uint8Array(link.length * 2)
    for (let i = 0; i < link.length; i++) utf16[i * 2] = link.charCodeAt(i)
    expect(parseNetscapeBookmarks(new TextDecoder().decode(utf16)).error).toBe(ERRORS.binary)
    // A stray control character or undecodable byte in a real file is no reason to refuse it.
    const chrome = fixture('chrome').replace('GitHub</A>', 'Git\u0007Hub\uFFFD</A>')
    expect(parseNetscapeBookmarks(chrome).error).toBeNull()
  })

  it('refuses a file with no bookmarks, and an empty one', () => {
    for (const text of [
      '',
      '   \n',
      '<html><body><p>Hello</p></body></html>',
      '{"format":"hearth.workspace"}',
      '<DL><p></DL><p>',
      wrapFolders(3),
    ])
      expect(parseNetscapeBookmarks(text)).toMatchObject({
        error: ERRORS.empty,
        bookmarkCount: 0,
        root: { children: [] },
      })
    const onlyRefused = parseNetscapeBookmarks('<DL><p><DT><A HREF="javascript:void 0">x</A></DL>')
    expect(onlyRefused.error).toBeNull()
    expect(onlyRefused.refused).toHaveLength(1)
  })

  it('reads a 20 MB file whose size is an icon, dropping the icon', () => {
    // Firefox files grow this large from icons; the bookmarks around one are kept.
    const icon = `data:image/png;base64,${'A'.repeat(20 * 1024 * 1024)}`
    const text = `<DL><p>
      <DT><A HREF="https://before.example/">Before</A>
      <DT><A HREF="https://big.example/" ICON="${icon}">Big icon</A>
      <DT><A HREF="https://after.example/">After</A>
    </DL><p>`
    expect(text.length).toBeGreaterThan(20 * 1024 * 1024)
    const result = parseNetscapeBookmarks(text)
    expect(result.error).toBeNull()
    expect(result.root.children.map((b) => [b.title, b.kind === 'bookmark' && b.icon])).toEqual([
      ['Before', null],
      ['Big icon', null],
      ['After', null],
    ])
  }, 30_000)

  it('reads a 20 MB file of junk text around a bookmark', () => {
    // One run of text without spaces: jsdom's parser makes a token of every run of spaces.
    const junk = 'Lorem-ipsum-dolor-sit-amet;'.repeat(400_000)
    const text = `${junk}<DL><p><DT><A HREF="https://found.example/">Found</A></DL>${junk}`
    expect(text.length).toBeGreaterThan(20 * 1024 * 1024)
    const result = parseNetscapeBookmarks(text)
    expect(result.error).toBeNull()
    expect(result.root.children.map((n) => n.title)).toEqual(['Found'])
  }, 30_000)

  it('refuses a file over 64 MB without parsing it', () => {
    // A bookmark file in every other way: only its size keeps it from the HTML parser.
    const link = '<DL><p><DT><A HREF="https://a.example/">A</A></DL>'
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString')
    try {
      const result = parseNetscapeBookmarks(link.padEnd(MAX_FILE_CHARS + 1, ' '))
      expect(result).toMatchObject({ error: ERRORS.tooLarge, bookmarkCount: 0 })
      expect(parse).not.toHaveBeenCalled()
      // The link alone is parsed (and the spy sees it).
      expect(parseNetscapeBookmarks(link).bookmarkCount).toBe(1)
      expect(parse).toHaveBeenCalledTimes(1)
    } finally {
      parse.mockRestore()
    }
  })

  it('flattens folders nested 1,000 levels deep, keeping every bookmark', () => {
    let text = '<DL><p>'
    for (let i = 0; i < 1000; i++)
      text += `<DT><H3>Level ${i}</H3><DL><p><DT><A HREF="https://example.com/${i}">Page ${i}</A>`
    text += '</DL><p>'.repeat(1001)
    const result = parseNetscapeBookmarks(text)
    expect(result.error).toBeNull()
    expect(result.bookmarkCount).toBe(1000)
    expect(result.folderCount).toBe(100)
    expect(depthOf(result.root)).toBe(100)
    expect(census(result.root)).toEqual({ bookmarks: 1000, folders: 100 })
    const flattened = result.refused.filter((r) => r.reason.includes('flattened'))
    expect(flattened).toEqual([
      {
        title: 'Level 100',
        url: '',
        path: Array.from({ length: 100 }, (_, i) => `Level ${i}`),
        reason: 'Folders nested deeper than 100 levels were flattened.',
      },
    ])
    // jsdom's HTML parser is slow on deep nesting (Chromium's caps the depth at 512 and is quick).
  }, 30_000)

  it('runs nothing from the file and touches no document: scripts, handlers, javascript:', () => {
    const flag = globalThis as { __pwned?: unknown }
    delete flag.__pwned
    const before = document.documentElement.outerHTML
    const pwn = 'globalThis.__pwned = true'
    const result = parseNetscapeBookmarks(`<DL><p>
      <script>${pwn}</script>
      <DT><A HREF="https://a.example/" ICON="x" onerror="${pwn}"><img src=x onerror="${pwn}">Title</A>
      <DT><H3 onclick="${pwn}">Folder<svg onload="${pwn}"></svg></H3>
      <DL><p><DT><A HREF="javascript:${pwn}">Run</A><DT><A HREF="https://b.example/" onmouseover="${pwn}">B</A></DL><p>
      <DD><iframe src="javascript:${pwn}"></iframe><object data="javascript:${pwn}"></object>
      <body onload="${pwn}"><style>@import 'https://evil.example/x.css';</style>
    </DL><p>`)
    expect(flag.__pwned).toBeUndefined()
    expect(document.documentElement.outerHTML).toBe(before)
    expect(result.bookmarkCount).toBe(2)
    expect(result.root.children[0]).toMatchObject({ title: 'Title', url: 'https://a.example/' })
    expect(result.refused.map((r) => r.title)).toEqual(['Run'])
  })

  it('never throws, whatever the input', () => {
    const inputs = [
      '<',
      '<DL',
      '<DT><H3>',
      '<DT><A HREF=',
      '<A HREF="https://a.example/">',
      '</DL></DL></DL><DT><A HREF="https://a.example/">x',
      '<H3>Folder</H3><DD><DD><DL><DD>',
      '\uFEFF<DL><p><DT><A HREF="https://a.example/">BOM</A>',
      '<DL><p><DT><A HREF="https://a.example/" ADD_DATE="99999999999999999999999">x</A>',
      '<table><DT><A HREF="https://a.example/">in a table</A></table>',
      '<template><DT><A HREF="https://a.example/">in a template</A></template>',
      '<svg><a href="https://a.example/">svg</a><h3>x</h3></svg>',
      '<DL>'.repeat(5000),
      '<DT><H3>x</H3>'.repeat(3000),
    ]
    for (const input of inputs) expect(() => parseNetscapeBookmarks(input)).not.toThrow()
    expect(() => parseNetscapeBookmarks(undefined as unknown as string)).not.toThrow()
  })

  it('never throws on generated markup, and its counts match its tree', () => {
    const piece = fc.constantFrom(
      '<DL>',
      '</DL>',
      '<p>',
      '<DT>',
      '<DD>',
      'text',
      ' ',
      '\n',
      '<HR>',
      '</H3>',
      '</A>',
      '<H3 ADD_DATE="1">',
      '<H2>',
      '<A HREF="https://a.example/">',
      '<A HREF="javascript:x">',
      '<A>',
      '&amp;',
      '<!--',
      '-->',
      '<b>',
      '<table>',
      '<td>',
      '</DT>',
      '</DD>',
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 80 }), (pieces) => {
        const result = parseNetscapeBookmarks(pieces.join(''), { maxDepth: 3 })
        const counted = census(result.root)
        expect(counted).toEqual({ bookmarks: result.bookmarkCount, folders: result.folderCount })
        expect(depthOf(result.root)).toBeLessThanOrEqual(3)
      }),
      { numRuns: 300 },
    )
  })
})

function wrapFolders(n: number) {
  return `<H1>Bookmarks</H1><DL><p>${'<DT><H3>Empty</H3><DL><p></DL><p>'.repeat(n)}</DL><p>`
}
