import fc from 'fast-check'
import { FIXTURES } from './fixtures'
import { describe, expect, it } from 'vitest'
import { parseNetscapeBookmarks } from './parse'
import type { NetscapeBookmark, NetscapeFolder, NetscapeNode } from './tree'
import { writeNetscapeBookmarks } from './write'

/** Text as files hold it: no control characters, whitespace collapsed, trimmed. */
const line = (max: number) =>
  fc.string({ unit: 'grapheme', maxLength: max }).map((s) =>
    s
      // eslint-disable-next-line no-control-regex -- titles in files hold no control characters
      .replace(/[\u0000-\u001f\u007f-\u009f\ufffd]/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  )
const title = line(40).filter((s) => s.length > 0)
const seconds = fc.option(
  fc.integer({ min: 1, max: 2_000_000_000 }).map((s) => s * 1000),
  {
    nil: null,
  },
)
const tag = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,11}$/)
const description = fc.oneof(
  fc.constant(''),
  line(60),
  fc.tuple(line(30), line(30)).map(([a, b]) => (a && b ? `${a}\n${b}` : a || b)),
)
const bookmark: fc.Arbitrary<NetscapeBookmark> = fc.record({
  kind: fc.constant('bookmark' as const),
  title,
  url: fc.webUrl({ withQueryParameters: true }).map((u) => new URL(u).href),
  description,
  tags: fc.uniqueArray(tag, { maxLength: 3 }),
  addDate: seconds,
  lastModified: seconds,
  icon: fc.constantFrom(null, 'data:image/png;base64,iVBORw0KGgo='),
  iconUri: fc.constantFrom(null, 'https://example.com/favicon.ico'),
  keyword: fc.constantFrom('', 'mdn'),
  isPrivate: fc.boolean(),
  toRead: fc.boolean(),
})
const { folder } = fc.letrec<{ folder: NetscapeFolder; node: NetscapeNode }>((tie) => ({
  folder: fc.record({
    kind: fc.constant('folder' as const),
    title,
    description,
    addDate: seconds,
    lastModified: seconds,
    role: fc.constantFrom(null, 'toolbar' as const, 'unfiled' as const),
    children: fc.array(tie('node'), { maxLength: 4 }),
  }),
  node: fc.oneof({ depthSize: 'small', maxDepth: 4 }, bookmark, tie('folder')),
}))

const parse = (text: string) => {
  const result = parseNetscapeBookmarks(text)
  expect(result.error).toBeNull()
  return result.root
}
/** The tree without the root's own fields (a file's root has only a title). */
const contents = (root: NetscapeFolder) => root.children

describe('Netscape bookmark files: export then import gives the same tree', () => {
  it('for any tree: titles, addresses, order, folders, tags, descriptions, dates, icons', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(bookmark, folder), { minLength: 1, maxLength: 6 }),
        (children) => {
          const root: NetscapeFolder = {
            kind: 'folder',
            title: 'Bookmarks',
            description: '',
            addDate: null,
            lastModified: null,
            role: null,
            children,
          }
          expect(contents(parse(writeNetscapeBookmarks(root)))).toEqual(children)
        },
      ),
      { numRuns: 100 },
    )
  })

  it.each(Object.keys(FIXTURES) as (keyof typeof FIXTURES)[])(
    'for %s’s file: read, written and read again, the same',
    (name) => {
      const first = parse(FIXTURES[name])
      const second = parse(writeNetscapeBookmarks(first))
      expect(second.children).toEqual(first.children)
    },
  )
})
