import { FIXTURES } from './fixtures'
import { describe, expect, it } from 'vitest'
import { ERRORS, parseNetscapeBookmarks } from './parse'
import type { NetscapeFolder } from './tree'

const chrome = FIXTURES.chrome

const depthOf = (folder: NetscapeFolder): number => {
  let depth = 0
  for (let at = folder; ; depth++) {
    const next = at.children.find((c) => c.kind === 'folder')
    if (!next || next.kind !== 'folder') return depth
    at = next
  }
}

describe('broken and hostile bookmark files: refused or read in part, never a crash', () => {
  it('reads what there is of a truncated file', () => {
    const result = parseNetscapeBookmarks(chrome.slice(0, Math.floor(chrome.length / 2)))
    expect(result.error).toBeNull()
    expect(result.bookmarkCount).toBeGreaterThan(0)
    expect(result.bookmarkCount).toBeLessThan(11)
  })

  it('refuses binary data', () => {
    const bytes = new Uint8Array(4096)
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) % 256
    const text = new TextDecoder().decode(bytes)
    expect(parseNetscapeBookmarks(text).error).toBe(ERRORS.binary)
    expect(parseNetscapeBookmarks(`<DL><p><DT><A HREF="https://a.example/">A</A>\0\0`).error).toBe(
      ERRORS.binary,
    )
  })

  it('refuses a file with no bookmarks, and an empty one', () => {
    expect(parseNetscapeBookmarks('').error).toBe(ERRORS.empty)
    expect(parseNetscapeBookmarks('<html><body><p>Hello</p></body></html>').error).toBe(
      ERRORS.empty,
    )
    expect(parseNetscapeBookmarks('{"format":"hearth.workspace"}').error).toBe(ERRORS.empty)
    expect(parseNetscapeBookmarks('<DL><p></DL><p>').error).toBe(ERRORS.empty)
    const onlyRefused = parseNetscapeBookmarks('<DL><p><DT><A HREF="javascript:void 0">x</A></DL>')
    expect(onlyRefused.error).toBeNull()
    expect(onlyRefused.bookmarkCount).toBe(0)
    expect(onlyRefused.refused).toHaveLength(1)
  })

  it('reads a 20 MB file, dropping the oversized icon that makes it so', () => {
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

  it('refuses a file over the limit without reading it', () => {
    const huge = {
      length: 65 * 1024 * 1024,
      slice: () => '',
      includes: () => false,
    } as unknown as string
    expect(parseNetscapeBookmarks(huge).error).toBe(ERRORS.tooLarge)
  })

  it('flattens folders nested 1,000 levels deep, keeping every bookmark', () => {
    let text = '<DL><p>'
    for (let i = 0; i < 1000; i++)
      text += `<DT><H3>Level ${i}</H3><DL><p><DT><A HREF="https://example.com/${i}">Page ${i}</A>`
    text += '</DL><p>'.repeat(1001)
    const result = parseNetscapeBookmarks(text)
    expect(result.error).toBeNull()
    expect(result.bookmarkCount).toBe(1000)
    expect(depthOf(result.root)).toBeLessThanOrEqual(100)
    expect(result.refused.some((r) => r.reason.includes('flattened'))).toBe(true)
    // jsdom's parser is slow on deep nesting (Chromium's caps the depth at 512 and is quick).
  }, 30_000)

  it('runs nothing from the file: scripts, event handlers and javascript: links', () => {
    const flag = globalThis as { __pwned?: boolean }
    delete flag.__pwned
    const result = parseNetscapeBookmarks(`<DL><p>
      <script>globalThis.__pwned = true</script>
      <DT><A HREF="https://a.example/" ICON="x" onerror="globalThis.__pwned = true"><img src=x onerror="globalThis.__pwned = true">Title</A>
      <DT><H3 onclick="globalThis.__pwned = true">Folder<svg onload="globalThis.__pwned = true"></svg></H3>
      <DL><p><DT><A HREF="javascript:globalThis.__pwned = true">Run</A></DL><p>
      <DD><iframe src="javascript:globalThis.__pwned = true"></iframe>
    </DL><p>`)
    expect(flag.__pwned).toBeUndefined()
    expect(result.bookmarkCount).toBe(1)
    expect(result.root.children[0]).toMatchObject({ title: 'Title', url: 'https://a.example/' })
    expect(result.refused).toHaveLength(1)
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
      '<DL>'.repeat(5000),
    ]
    for (const input of inputs) expect(() => parseNetscapeBookmarks(input)).not.toThrow()
  })
})
