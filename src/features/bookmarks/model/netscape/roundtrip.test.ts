// @vitest-environment jsdom
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normaliseBookmarkUrl } from '../bookmark-url'
import { parseNetscapeBookmarks } from './parse'
import { readFixture as fixture } from './test-tree'
import type { NetscapeBookmark, NetscapeFolder, NetscapeNode } from './tree'
import { writeNetscapeBookmarks } from './write'

// eslint-disable-next-line no-control-regex -- what files hold no control characters of
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\ufffd]/g
const HTML_SPACE = /[\t\n\f\r ]+/g

/** Any text, then as the parser gives titles back: one line, HTML whitespace collapsed. */
const anyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({
      unit: fc.constantFrom(
        '<',
        '>',
        '&',
        '"',
        "'",
        ';',
        'a',
        ' ',
        'é',
        '\u00a0',
        '😀',
        '日',
        '\t',
      ),
      maxLength,
    }),
    fc.constantFrom(
      '&amp;',
      '<b>bold</b>',
      '</DL><p>',
      '<DT><A HREF="x">',
      '&lt;&#39;',
      'Tom & Jerry',
    ),
  )
const line = (maxLength: number) =>
  anyText(maxLength).map((s) =>
    s.replace(CONTROL, '').replace(HTML_SPACE, ' ').replace(/^ | $/g, ''),
  )
const title = line(40).filter((s) => /\S/.test(s))
const description = fc.oneof(
  fc.constant(''),
  line(60),
  fc
    .array(line(30), { minLength: 2, maxLength: 4 })
    .map((lines) => lines.join('\n').replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '')),
)
const date = fc.option(
  fc.integer({ min: 1, max: 4_102_444_800 }).map((s) => s * 1000),
  { nil: null },
)
const tag = fc.string({
  unit: fc.constantFrom(...'abcxyz019-_.:éü日本'),
  minLength: 1,
  maxLength: 12,
})
const url = fc
  .webUrl({ withQueryParameters: true, withFragments: true })
  .map((u) => normaliseBookmarkUrl(u))
  .filter((check) => check.ok)
  .map((check) => (check as { url: string }).url)

const bookmark: fc.Arbitrary<NetscapeBookmark> = fc.record({
  kind: fc.constant('bookmark' as const),
  title,
  url,
  description,
  // Written after the description as linkding writes its notes.
  note: description,
  tags: fc.uniqueArray(tag, { maxLength: 4 }),
  addDate: date,
  lastModified: date,
  icon: fc.constantFrom(
    null,
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  ),
  iconUri: fc.constantFrom(null, 'https://example.com/favicon.ico?a=1&b=2'),
  keyword: fc.constantFrom('', 'mdn', 'k&w'),
  isPrivate: fc.boolean(),
  toRead: fc.boolean(),
})

/** A folder at `depth` (1 is the top level); folders nest at most 4 levels. */
function folderAt(depth: number): fc.Arbitrary<NetscapeFolder> {
  const child: fc.Arbitrary<NetscapeNode> =
    depth >= 4 ? bookmark : fc.oneof({ weight: 3, arbitrary: bookmark }, folderAt(depth + 1))
  return fc.record({
    kind: fc.constant('folder' as const),
    title,
    description,
    addDate: date,
    lastModified: date,
    role: fc.constantFrom(null, 'toolbar' as const, 'unfiled' as const),
    children: fc.array(child, { maxLength: 4 }),
  })
}

const tree = fc.record({
  kind: fc.constant('folder' as const),
  title,
  description: fc.constant(''),
  addDate: fc.constant(null),
  lastModified: fc.constant(null),
  role: fc.constant(null),
  // At least one bookmark: a file of folders alone is 'No bookmarks were found'.
  children: fc
    .tuple(fc.array(fc.oneof(bookmark, folderAt(1)), { maxLength: 6 }), bookmark, fc.nat())
    .map(([nodes, one, at]) => nodes.toSpliced(at % (nodes.length + 1), 0, one)),
})

const reread = (text: string) => {
  const result = parseNetscapeBookmarks(text)
  expect(result.error).toBeNull()
  return result
}

describe('Netscape bookmark files: written and read again, the same tree', () => {
  it('for any tree: titles, addresses, order, folders, roles, tags, descriptions, dates, icons, flags', () => {
    fc.assert(
      fc.property(tree, (root) => {
        const result = reread(writeNetscapeBookmarks(root))
        expect(result.root).toEqual(root)
        expect(result.refused).toEqual([])
      }),
      { numRuns: 100 },
    )
  })

  it.each(['chrome', 'edge', 'firefox', 'safari', 'linkding'] as const)(
    'for %s’s file: read, written and read again, the same',
    (name) => {
      const first = reread(fixture(name))
      const written = writeNetscapeBookmarks(first.root)
      const second = reread(written)
      expect(second.root).toEqual(first.root)
      expect([second.bookmarkCount, second.folderCount]).toEqual([
        first.bookmarkCount,
        first.folderCount,
      ])
      // Written once, the file is stable.
      expect(writeNetscapeBookmarks(second.root)).toBe(written)
    },
  )

  it('turns a comma inside a tag into a space (the file separates tags with commas)', () => {
    const root = reread('<DL><DT><A HREF="https://a.example/">a</A></DL>').root
    const link = root.children[0] as NetscapeBookmark
    link.tags = ['one,two', ' ,', 'three']
    const again = reread(writeNetscapeBookmarks(root)).root.children[0] as NetscapeBookmark
    expect(again.tags).toEqual(['one two', 'three'])
  })
})
