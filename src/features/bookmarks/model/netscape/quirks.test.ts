// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { ERRORS, parseNetscapeBookmarks } from './parse'
import type { NetscapeFolder, NetscapeNode } from './tree'
import { readNetscapeDocument } from './walk'

const wrap = (body: string) =>
  `<!DOCTYPE NETSCAPE-Bookmark-file-1><TITLE>Bookmarks</TITLE><H1>Bookmarks</H1>${body}`

/** 'Folder/Sub:Title' for every bookmark, in file order. */
function shape(nodes: NetscapeNode[], path = ''): string[] {
  return nodes.flatMap((n) =>
    n.kind === 'folder'
      ? [`${path}${n.title}/`, ...shape(n.children, `${path}${n.title}/`)]
      : [`${path}${n.title}`],
  )
}
const parsed = (body: string) => parseNetscapeBookmarks(wrap(body))
const only = (body: string) => parsed(body).root.children[0]!

describe('parseNetscapeBookmarks: where the HTML parser puts a folder’s list', () => {
  it.each([
    [
      'inside the same <DT> (the usual shape)',
      '<DL><p><DT><H3>F</H3><DL><p><DT><A HREF="https://a.example/">A</A></DL><p></DL>',
    ],
    [
      'after a closed </DT>',
      '<DL><p><DT><H3>F</H3></DT><DL><DT><A HREF="https://a.example/">A</A></DL></DL>',
    ],
    [
      'after a <p>',
      '<DL><p><DT><H3>F</H3><p><DL><p><DT><A HREF="https://a.example/">A</A></DL><p></DL>',
    ],
    [
      'after </DT><p>',
      '<DL><p><DT><H3>F</H3></DT><p><DL><DT><A HREF="https://a.example/">A</A></DL></DL>',
    ],
    [
      'inside the folder’s <DD>',
      '<DL><p><DT><H3>F</H3><DD>About F<DL><p><DT><A HREF="https://a.example/">A</A></DL><p></DL>',
    ],
    [
      'with no <DL> around the top level (Safari)',
      '<DT><H3>F</H3><DL><p><DT><A HREF="https://a.example/">A</A></DL><p>',
    ],
    ['with no <DT> at all', '<DL><H3>F</H3><DL><A HREF="https://a.example/">A</A></DL></DL>'],
  ])('finds it %s', (_, body) => {
    const result = parsed(`${body}<DL><DT><A HREF="https://b.example/">B</A></DL>`)
    expect(shape(result.root.children)).toEqual(['F/', 'F/A', 'B'])
  })

  it('reads “Other bookmarks” as a sibling heading of the bar (as third-party tools write it)', () => {
    const result = parsed(`<DL><p>
      <DT><H3 PERSONAL_TOOLBAR_FOLDER="true">Bookmarks bar</H3>
      <DL><p><DT><A HREF="https://a.example/">A</A></DL><p>
      <DT><H3>Other bookmarks</H3>
      <DL><p><DT><A HREF="https://b.example/">B</A></DL><p>
    </DL><p>`)
    expect(shape(result.root.children)).toEqual([
      'Bookmarks bar/',
      'Bookmarks bar/A',
      'Other bookmarks/',
      'Other bookmarks/B',
    ])
  })

  it('keeps empty folders, and a folder whose list never comes stays empty', () => {
    const result = parsed(`<DL><p>
      <DT><H3>Empty</H3><DL><p></DL><p>
      <DT><H3>No list</H3>
      <DT><A HREF="https://a.example/">A</A>
    </DL>`)
    expect(shape(result.root.children)).toEqual(['Empty/', 'No list/', 'A'])
    expect(result.folderCount).toBe(2)
  })

  it('reads files without <p>, with <HR>s, and headings of any level as folders', () => {
    const result = parsed(`<DL>
        <DT><H2>Two</H2><DL><DT><A HREF="https://a.example/">A</A></DL>
        <HR>
        <DT><H6>Six</H6><DL><DT><A HREF="https://b.example/">B</A><HR></DL>
        <HR><DT><A HREF="https://c.example/">C</A>
      </DL>`)
    expect(shape(result.root.children)).toEqual(['Two/', 'Two/A', 'Six/', 'Six/B', 'C'])
  })

  it('names the root after the <H1>, else the <TITLE>, else “Bookmarks”', () => {
    const link = '<DL><DT><A HREF="https://a.example/">A</A></DL>'
    expect(parseNetscapeBookmarks(`<H1> My  links </H1>${link}`).root.title).toBe('My links')
    expect(parseNetscapeBookmarks(`<TITLE>Exported</TITLE>${link}`).root.title).toBe('Exported')
    expect(parseNetscapeBookmarks(link).root.title).toBe('Bookmarks')
  })
})

describe('parseNetscapeBookmarks: entries', () => {
  it('takes a description from the <DD> right after an entry, and only that one', () => {
    const result = parsed(`<DL><p>
      <DT><A HREF="https://a.example/">A</A>
      <DD>First line &amp; more<br>second line
          indented third
      <DT><A HREF="https://b.example/">B</A>
      <DT><H3>F</H3>
      <DD>Folder note
      <DL><p><DT><A HREF="https://c.example/">C</A><HR></DL><p>
    </DL>`)
    const [a, b, f] = result.root.children as [NetscapeNode, NetscapeNode, NetscapeFolder]
    expect(a.description).toBe('First line & more\nsecond line\n          indented third')
    expect(b.description).toBe('')
    expect(f.description).toBe('Folder note')
    expect(f.children[0]!.description).toBe('')
  })

  it('collapses whitespace in titles, keeps other spaces, and uses the host when empty', () => {
    const result = parsed(`<DL><p>
      <DT><A HREF="https://www.example.com/x">  Two\n   lines\u00a0: here </A>
      <DT><A HREF="https://www.example.com/y">   </A>
      <DT><A HREF="mailto:someone@example.org"></A>
    </DL>`)
    expect(result.root.children.map((n) => n.title)).toEqual([
      'Two lines\u00a0: here',
      'example.com',
      'example.org',
    ])
  })

  it('reads tags trimmed and de-duplicated, and the flags only when "1"', () => {
    const node = only(
      '<DL><DT><A HREF="https://a.example/" TAGS=" a, b,,a ,  " PRIVATE="0" TOREAD="yes">x</A></DL>',
    )
    expect(node).toMatchObject({ tags: ['a', 'b'], isPrivate: false, toRead: false })
  })

  it('reads times in seconds, milliseconds and microseconds; anything else is no time', () => {
    const dates = [
      '1700000000',
      '1700000000123',
      '1700000000123456',
      '0',
      '-5',
      'yesterday',
      '99999999999999999999',
      '',
    ]
    const result = parsed(
      `<DL>${dates.map((d, i) => `<DT><A HREF="https://a.example/${i}" ADD_DATE="${d}">${i}</A>`).join('')}</DL>`,
    )
    expect(result.root.children.map((n) => n.addDate)).toEqual([
      1700000000_000,
      1700000000_123,
      1700000000_123,
      null,
      null,
      null,
      null,
      null,
    ])
  })

  it('keeps small raster icons and drops large ones, SVG, remote and malformed ones', () => {
    const png = `data:image/png;base64,${'A'.repeat(100)}`
    const jpeg = 'data:image/jpeg;base64,/9j/4AAQSkZJRg=='
    const ico = 'data:image/x-icon;base64,AAABAAEAEBA='
    const plain = 'data:image/bmp,BM%00%00'
    const big = `data:image/png;base64,${'A'.repeat(20 * 1024)}`
    const icons = [
      png,
      jpeg,
      ico,
      plain,
      big,
      'data:image/svg+xml;base64,PHN2Zy8+',
      'data:image/svg+xml,<svg onload="alert(1)"/>',
      'https://evil.example/x.png',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/png;base64,<script>',
    ]
    const result = parsed(
      `<DL>${icons.map((icon, i) => `<DT><A HREF="https://a.example/${i}" ICON="${icon.replace(/"/g, '&quot;')}">${i}</A>`).join('')}</DL>`,
    )
    expect(result.root.children.map((n) => n.kind === 'bookmark' && n.icon)).toEqual([
      png,
      jpeg,
      ico,
      plain,
      null,
      null,
      null,
      null,
      null,
      null,
    ])
  })

  it('decodes entities in addresses, as the HTML parser does', () => {
    const result = parsed(`<DL>
      <DT><A HREF="https://a.example/?x=1&amp;y=2">escaped</A>
      <DT><A HREF="https://a.example/?x=1&y=2&copy=3">raw</A>
      <DT><A HREF="https://a.example/?x=1&reg">legacy entity at the end</A>
    </DL>`)
    expect(result.root.children.map((n) => n.kind === 'bookmark' && n.url)).toEqual([
      'https://a.example/?x=1&y=2',
      'https://a.example/?x=1&y=2&copy=3',
      // '&reg' before the closing quote is the ® sign to any HTML parser, browsers' included.
      'https://a.example/?x=1%C2%AE',
    ])
  })

  it('refuses addresses that may not be stored, with the folders they were in', () => {
    const result = parsed(`<DL>
      <DT><H3>Outer</H3><DL><DT><H3>Inner</H3><DL>
        <DT><A HREF="data:text/html,<b>hi</b>">Data</A>
        <DT><A HREF="">Empty</A>
        <DT><A HREF="  javascript:alert(1)">Spaced</A>
        <DT><A NAME="anchor">Not an entry</A>
        <DT><A HREF="https://ok.example/">Kept</A>
      </DL></DL>
    </DL>`)
    expect(result.refused.map((r) => [r.title, r.path.join('/'), r.reason])).toEqual([
      ['Data', 'Outer/Inner', expect.stringContaining('“data:”')],
      ['Empty', 'Outer/Inner', 'Enter an address.'],
      ['Spaced', 'Outer/Inner', expect.stringContaining('“javascript:”')],
    ])
    expect(result.bookmarkCount).toBe(1)
  })

  it('says a page with headings but no links is no bookmark file', () => {
    const result = parseNetscapeBookmarks('<h1>Notes</h1><h2>Monday</h2><p>Nothing here.</p>')
    expect(result.error).toBe(ERRORS.empty)
    expect(result.root.children).toEqual([])
  })
})

describe('readNetscapeDocument: work', () => {
  /** How the walk moves through the document: each use is one step. */
  const STEPS = [
    'firstChild',
    'nextSibling',
    'parentElement',
    'firstElementChild',
    'lastElementChild',
    'nextElementSibling',
    'previousElementSibling',
  ] as const

  it('walks a 5,000-bookmark file with work that grows in step with it', () => {
    const file = (n: number) => {
      const lines = ['<H1>Bookmarks</H1>', '<DL><p>']
      for (let f = 0; f < n / 200; f++) {
        lines.push(`<DT><H3 ADD_DATE="1700000000">Folder ${f}</H3>`, '<DL><p>')
        for (let i = 0; i < 200; i++)
          lines.push(
            `<DT><A HREF="https://site${i}.example.com/${f}/${i}?a=1&b=2" ADD_DATE="1700000000" TAGS="a,b">Page ${i}</A>`,
            '<DD>About it',
          )
        lines.push('</DL><p>')
      }
      return new DOMParser().parseFromString(lines.join('\r\n'), 'text/html')
    }
    // The work is counted in steps from one node to another, not timed (a loaded machine makes
    // any time fail): a walk that looked back over the file, or ahead past the next entry, for
    // each entry or folder takes steps that grow with the square of the file's size. (A search
    // these steps miss, querySelectorAll per entry, would not get through 5,000 bookmarks
    // within the test's timeout. How fast the import is, bench/bookmarks.bench.mjs measures.)
    // Each step is counted by a getter put in front of the DOM's own. (A `vi.spyOn` spy keeps
    // every call's arguments and result: the walk took 20 s under load, over the timeout.)
    const walk = (doc: Document) => {
      let steps = 0
      const restores = STEPS.map((name) => {
        let owner: object | null = doc.body
        while (owner && !Object.getOwnPropertyDescriptor(owner, name))
          owner = Object.getPrototypeOf(owner) as object | null
        const own = Object.getOwnPropertyDescriptor(owner!, name)!
        Object.defineProperty(owner, name, {
          ...own,
          get(this: Element) {
            steps++
            return own.get!.call(this) as unknown
          },
        })
        return () => Object.defineProperty(owner, name, own)
      })
      try {
        const read = readNetscapeDocument(doc)
        return { steps, read }
      } finally {
        restores.forEach((restore) => restore())
      }
    }
    const small = walk(file(1_000))
    const large = walk(file(5_000))
    expect([small.read.bookmarkCount, large.read.bookmarkCount]).toEqual([1_000, 5_000])
    expect(large.read.folderCount).toBe(25)
    const last = large.read.root.children.at(-1) as NetscapeFolder
    expect(last.title).toBe('Folder 24')
    expect(last.children.at(-1)).toMatchObject({ title: 'Page 199', description: 'About it' })
    // Five times the bookmarks, five times the steps (give or take the file's frame).
    expect(large.steps / small.steps).toBeLessThan(5.5)
  })
})
