import { describe, expect, it } from 'vitest'
import type { NetscapeBookmark, NetscapeFolder } from './tree'
import { writeNetscapeBookmarks } from './write'

const link = (fields: Partial<NetscapeBookmark>): NetscapeBookmark => ({
  kind: 'bookmark',
  title: 'Example',
  url: 'https://example.com/',
  description: '',
  note: '',
  tags: [],
  addDate: null,
  lastModified: null,
  icon: null,
  iconUri: null,
  keyword: '',
  isPrivate: false,
  toRead: false,
  ...fields,
})
const folder = (fields: Partial<NetscapeFolder>): NetscapeFolder => ({
  kind: 'folder',
  title: 'Folder',
  description: '',
  addDate: null,
  lastModified: null,
  role: null,
  children: [],
  ...fields,
})

describe('writeNetscapeBookmarks', () => {
  it('writes the file Chrome and Firefox import', () => {
    const root = folder({
      title: 'Bookmarks',
      children: [
        folder({
          title: 'Bookmarks bar',
          role: 'toolbar',
          addDate: 1699000000_000,
          lastModified: 1700000000_999,
          description: 'On the bar',
          children: [
            link({
              title: 'Tom & Jerry <"fans">',
              url: 'https://example.com/?a=1&b="2"',
              addDate: 1699000100_500,
              lastModified: 1699000200_000,
              icon: 'data:image/png;base64,iVBORw0KGgo=',
              iconUri: 'https://example.com/favicon.ico',
              keyword: 'ex',
              tags: ['a', 'b,c'],
              isPrivate: true,
              toRead: true,
              description: 'Two\nlines & more',
            }),
          ],
        }),
        folder({ title: 'Other Bookmarks', role: 'unfiled' }),
        link({ title: 'Plain' }),
      ],
    })
    expect(writeNetscapeBookmarks(root)).toBe(
      [
        '<!DOCTYPE NETSCAPE-Bookmark-file-1>',
        '<!-- This is an automatically generated file.',
        '     It will be read and overwritten.',
        '     DO NOT EDIT! -->',
        '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">',
        '<TITLE>Bookmarks</TITLE>',
        '<H1>Bookmarks</H1>',
        '<DL><p>',
        '    <DT><H3 ADD_DATE="1699000000" LAST_MODIFIED="1700000000" PERSONAL_TOOLBAR_FOLDER="true">Bookmarks bar</H3>',
        '    <DD>On the bar',
        '    <DL><p>',
        '        <DT><A HREF="https://example.com/?a=1&amp;b=&quot;2&quot;" ADD_DATE="1699000100" LAST_MODIFIED="1699000200" ICON="data:image/png;base64,iVBORw0KGgo=" ICON_URI="https://example.com/favicon.ico" SHORTCUTURL="ex" TAGS="a,b c" PRIVATE="1" TOREAD="1">Tom &amp; Jerry &lt;&quot;fans&quot;&gt;</A>',
        '        <DD>Two\nlines &amp; more',
        '    </DL><p>',
        '    <DT><H3 UNFILED_BOOKMARKS_FOLDER="true">Other Bookmarks</H3>',
        '    <DL><p>',
        '    </DL><p>',
        '    <DT><A HREF="https://example.com/">Plain</A>',
        '</DL><p>',
        '',
      ].join('\n'),
    )
  })

  it('writes a bookmark’s note after its description, as linkding writes its notes', () => {
    const root = folder({
      children: [
        link({ title: 'A', description: 'Docs', note: '**Read** <this>\n- then that' }),
        link({ title: 'B', note: 'Only a note' }),
        link({ title: 'C', description: 'No note' }),
      ],
    })
    const text = writeNetscapeBookmarks(root)
    expect(text).toContain(
      '<DD>Docs[linkding-notes]**Read** &lt;this&gt;\n- then that[/linkding-notes]\n',
    )
    expect(text).toContain('<DD>[linkding-notes]Only a note[/linkding-notes]\n')
    expect(text).toContain('<DD>No note\n')
  })

  it('titles the file after the root, and writes any depth without recursion', () => {
    let deepest = folder({ title: 'Level 0', children: [link({})] })
    const root = folder({ title: 'Mine & yours', children: [deepest] })
    for (let i = 1; i < 5000; i++) {
      const next = folder({ title: `Level ${i}` })
      deepest.children.push(next)
      deepest = next
    }
    const text = writeNetscapeBookmarks(root)
    expect(text).toContain('<H1>Mine &amp; yours</H1>')
    expect(text.match(/<DL><p>/g)).toHaveLength(5001)
    expect(text.match(/<\/DL><p>/g)).toHaveLength(5001)
  })
})
