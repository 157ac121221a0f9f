// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import unclosedHeadings from './fixtures/unclosed-headings.html?raw'
import unclosedLinks from './fixtures/unclosed-links.html?raw'
import { numberLinks } from './link-copies'
import { parseNetscapeBookmarks } from './parse'
import type { NetscapeNode } from './tree'
import { folderAt, folderPaths, placedBookmarks } from './test-tree'

/** 'Folder/Sub/' for every folder and 'Folder/Title' for every bookmark, in file order. */
function shape(nodes: NetscapeNode[], path = ''): string[] {
  return nodes.flatMap((n) =>
    n.kind === 'folder'
      ? [`${path}${n.title}/`, ...shape(n.children, `${path}${n.title}/`)]
      : [`${path}${n.title}`],
  )
}
const read = (body: string) =>
  parseNetscapeBookmarks(`<!DOCTYPE NETSCAPE-Bookmark-file-1><DL><p>${body}</DL><p>`)

describe('parseNetscapeBookmarks: links with no </A> (the parser’s implied end tags)', () => {
  const result = parseNetscapeBookmarks(unclosedLinks)

  it('reads each <A> as one bookmark, where it is, and nothing more', () => {
    expect(unclosedLinks).not.toContain('</A>')
    expect(result.error).toBeNull()
    expect(result.bookmarkCount).toBe(7)
    expect(result.folderCount).toBe(1)
    expect(shape(result.root.children)).toEqual([
      'Alpha',
      'Beta',
      'Folder/',
      'Folder/Gamma',
      'Folder/Delta',
      'Twice',
      'Twice',
      'Epsilon',
    ])
    expect(placedBookmarks(result.root).map((b) => b.url)).toEqual([
      'https://alpha.example/',
      'https://beta.example/',
      'https://gamma.example/',
      'https://delta.example/',
      'https://twice.example/',
      'https://twice.example/',
      'https://epsilon.example/',
    ])
  })

  it('keeps descriptions, attributes and the folder’s own title', () => {
    const [alpha, beta, , delta] = placedBookmarks(result.root)
    expect(alpha).toMatchObject({ addDate: 1_700_000_000_000, description: '' })
    expect(beta!.description).toBe('What Beta is about')
    // `<a` inside an attribute value is no link.
    expect(delta!.tags).toEqual(['<a', 'html'])
    expect(folderAt(result, 'Folder')).toMatchObject({
      addDate: 1_700_000_100_000,
      description: '',
    })
  })

  it.each([
    [
      'the repro: links before a folder',
      '<DT><A HREF="https://a.example/">Alpha\n<DT><A HREF="https://b.example/">Beta\n<DT><H3>Folder</H3>\n<DL><p>\n<DT><A HREF="https://c.example/">Gamma\n</DL><p>',
      ['Alpha', 'Beta', 'Folder/', 'Folder/Gamma'],
    ],
    [
      'a list right after a link',
      '<DT><A HREF="https://a.example/">Alpha<DL><p><DT><A HREF="https://b.example/">Beta</A></DL>',
      ['Alpha', 'Beta'],
    ],
    [
      'a link before a separator and a description',
      '<DT><A HREF="https://a.example/">Alpha<HR><DT><A HREF="https://b.example/">Beta<DD>About',
      ['Alpha', 'Beta'],
    ],
    [
      'closed and unclosed links mixed',
      '<DT><A HREF="https://a.example/">Alpha</A><DT><A HREF="https://b.example/">Beta<DT><A HREF="https://c.example/">Gamma</A>',
      ['Alpha', 'Beta', 'Gamma'],
    ],
  ])('%s', (_, body, expected) => {
    const result = read(body)
    expect(shape(result.root.children)).toEqual(expected)
    expect(result.bookmarkCount).toBe(expected.filter((t) => !t.endsWith('/')).length)
  })

  it('numbers only real <A> tags, never text in attribute values', () => {
    expect(numberLinks('<DT><a href="x" title="<a b">T</A><p>a <b> <A>')).toBe(
      '<DT><a data-hearth-link=0  href="x" title="<a b">T</A><p>a <b> <A data-hearth-link=1 >',
    )
    const plain = '<DL><p><DT><H3>F</H3></DL>'
    expect(numberLinks(plain)).toBe(plain)
  })
})

describe('parseNetscapeBookmarks: headings with no </H3>', () => {
  const result = parseNetscapeBookmarks(unclosedHeadings)

  it('reads each folder’s own list into it, and what follows into its parent', () => {
    expect(unclosedHeadings).not.toMatch(/<\/H\d>/)
    expect(result.error).toBeNull()
    expect(result.root.title).toBe('Bookmarks')
    expect(result.bookmarkCount).toBe(4)
    expect(result.folderCount).toBe(3)
    expect(folderPaths(result.root)).toEqual(['Work', 'Work / Projects', 'Empty'])
    expect(shape(result.root.children)).toEqual([
      'Work/',
      'Work/Mail',
      'Work/Calendar',
      'Work/Projects/',
      'Work/Projects/Roadmap',
      'News',
      'Empty/',
    ])
    expect(folderAt(result, 'Work')).toMatchObject({ addDate: 1_700_000_000_000 })
    expect(folderAt(result, 'Work / Projects').description).toBe('Current projects')
  })

  it('reads the repro: a folder of one link, then a link', () => {
    const body =
      '<DT><H3>Work\n<DL><p>\n<DT><A HREF="https://a.example/">Alpha</A>\n</DL><p>\n<DT><A HREF="https://b.example/">Beta</A>\n'
    expect(shape(read(body).root.children)).toEqual(['Work/', 'Work/Alpha', 'Beta'])
  })

  it('reads a folder left open with its links but no list of its own', () => {
    const body = '<DT><H3>Work<DT><A HREF="https://a.example/">Alpha</A>'
    expect(shape(read(body).root.children)).toEqual(['Work/', 'Alpha'])
  })
})
