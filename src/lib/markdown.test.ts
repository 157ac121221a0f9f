// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { XSS_PAYLOADS } from '../../e2e/fixtures/xss-payloads'
import { renderMarkdown, type ItemView } from './markdown'

const resolve = (title: string) => (title.toLowerCase() === 'recipes' ? 'note:r' : null)
const html = (source: string) => {
  const root = document.createElement('div')
  root.innerHTML = renderMarkdown(source, resolve)
  return root
}

describe('renderMarkdown', () => {
  it('renders GitHub-flavoured Markdown: tables, tasks, strikethrough, autolinks, code', () => {
    const root = html(
      '| a | b |\n|---|---|\n| 1 | 2 |\n\n- [ ] open\n- [x] done\n\n~~old~~ www.example.com\n\n```js\nlet x\n```',
    )
    expect(root.querySelector('table td')?.textContent).toBe('1')
    const boxes = root.querySelectorAll<HTMLInputElement>('input[type=checkbox]')
    expect([...boxes].map((box) => [box.dataset.task, box.checked, box.disabled])).toEqual([
      ['0', false, false],
      ['1', true, false],
    ])
    expect(root.querySelector('del')?.textContent).toBe('old')
    const link = root.querySelector('a')!
    expect(link.getAttribute('href')).toBe('http://www.example.com')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(root.querySelector('pre code')?.textContent).toBe('let x\n')
  })

  it('links [[titles]] to notes, and offers to create missing ones', () => {
    const root = html('[[Recipes]] and [[Someday|later]]')
    expect(root.querySelector('a')?.getAttribute('href')).toBe('#/notes/note%3Ar')
    expect(root.querySelector('a')?.hasAttribute('target')).toBe(false)
    const missing = root.querySelector<HTMLButtonElement>('button[data-create-note]')!
    expect(missing.dataset.createNote).toBe('Someday')
    expect(missing.textContent).toBe('later')
  })

  it(`neutralises every payload of the XSS corpus (${XSS_PAYLOADS.length})`, () => {
    for (const payload of XSS_PAYLOADS) {
      const root = html(`# ${payload}\n\n${payload}\n\n- [ ] ${payload}`)
      for (const element of root.querySelectorAll('*')) {
        const tag = element.tagName.toLowerCase()
        expect([
          'script',
          'iframe',
          'object',
          'embed',
          'style',
          'form',
          'meta',
          'base',
          'link',
        ]).not.toContain(tag)
        for (const { name, value } of element.attributes) {
          expect(name.startsWith('on'), `${payload}: ${tag}[${name}]`).toBe(false)
          expect(name).not.toBe('style')
          if (['href', 'src', 'xlink:href', 'action', 'formaction', 'background'].includes(name))
            expect(value.replace(/\s/g, ''), payload).not.toMatch(/^(javascript|vbscript|data):/i)
        }
      }
    }
  })
})

describe('renderMarkdown under the page policy', () => {
  const policy = (content: string) => {
    const meta = document.createElement('meta')
    meta.httpEquiv = 'Content-Security-Policy'
    meta.content = content
    document.head.append(meta)
    return () => meta.remove()
  }

  it('shows raw HTML that the policy would report (a handler, a <base>) as text, keeps the rest', () => {
    const root = html(
      '<img src="x" onerror="alert(1)">\n\n<b/onmouseover=alert(1)>bold</b>\n\n<base href="https://evil.example/">\n\n<kbd>Ctrl</kbd>',
    )
    expect(root.querySelector('img')).toBeNull()
    expect(root.textContent).toContain('<img src="x" onerror="alert(1)">')
    expect(root.textContent).toContain('<base href="https://evil.example/">')
    expect(root.querySelector('kbd')?.textContent).toBe('Ctrl')
  })

  it('turns images from other sites into links unless the policy lets them load', () => {
    const remove = policy("default-src 'self'; img-src 'self' data: blob:")
    try {
      const own = `${window.location.origin}/icons/icon-192.png`
      const root = html(`![A cat](https://example.com/cat.png) ![Own](${own})`)
      const link = root.querySelector('a')!
      expect(link.textContent).toBe('A cat')
      expect(link.getAttribute('href')).toBe('https://example.com/cat.png')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
      expect([...root.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([own])
      // Raw HTML's images too: the source goes, the element (and its alt text) stays.
      const raw = html('<img src="https://example.com/cat.png" alt="cat">')
      expect(raw.querySelector('img')?.hasAttribute('src')).toBe(false)
    } finally {
      remove()
    }
    const open = html('![A cat](https://example.com/cat.png)')
    expect(open.querySelector('img')?.getAttribute('src')).toBe('https://example.com/cat.png')
  })
})

describe('links to items', () => {
  const TODO = 'todo:aaaaaaaaaaaaaaaaaaaa'
  const views: Record<string, ItemView> = {
    [TODO]: { kind: 'todo', title: 'Book <flights>', state: 'live', done: true },
    'bookmark:b': {
      kind: 'bookmark',
      title: 'Docs',
      state: 'live',
      url: 'https://example.com/docs',
      site: 'example.com',
    },
    'note:n': { kind: 'note', title: 'Weekly review', state: 'live' },
    'list:l': { kind: 'list', title: 'Errands', state: 'live' },
    'note:t': { kind: 'note', title: 'Old plan', state: 'trashed' },
    'todo:m': { kind: 'todo', title: 'Gone', state: 'missing' },
  }
  const render = (source: string) => {
    const root = document.createElement('div')
    root.innerHTML = renderMarkdown(source, resolve, (id) => views[id])
    return root
  }

  it('shows a todo as a chip with its checkbox and current title', () => {
    const root = render(`See [old title](hearth:${TODO}).`)
    const box = root.querySelector<HTMLInputElement>('input[type=checkbox]')!
    expect(box.dataset.itemTodo).toBe(TODO)
    expect(box.checked).toBe(true)
    expect(box.disabled).toBe(false)
    expect(box.getAttribute('aria-label')).toBe('Done: Book <flights>')
    expect(root.querySelector('a')!.getAttribute('href')).toBe(`#/go/${TODO}`)
    expect(root.textContent!.trim()).toBe('See Book <flights>.')
  })

  it('shows a bookmark as its title opening the page, with its site', () => {
    const link = render('[x](hearth:bookmark:b)').querySelector('a')!
    expect(link.getAttribute('href')).toBe('https://example.com/docs')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(link.parentElement!.textContent).toBe('Docs example.com')
  })

  it('shows a note, list or folder by its current title, opening it in Hearth', () => {
    const root = render('[a](hearth:note:n) [b](hearth:list:l)')
    const [note, list] = root.querySelectorAll('a')
    expect(note!.getAttribute('href')).toBe('#/notes/note%3An')
    expect(note!.textContent).toBe('Weekly review')
    expect(list!.getAttribute('href')).toBe('#/go/list:l')
    expect(list!.textContent).toBe('List Errands')
  })

  it('says when an item is gone, and offers the Trash when it is there', () => {
    const trashed = render('[a](hearth:note:t)')
    expect(trashed.textContent!.trim()).toBe('Old plan (note deleted) Open the Trash')
    expect(trashed.querySelector('a')!.getAttribute('href')).toBe('#/trash')
    const missing = render('[a](hearth:todo:m)')
    expect(missing.textContent!.trim()).toBe('Gone (todo deleted)')
    expect(missing.querySelector('a, input')).toBeNull()
  })

  it('shows the written title while the item is read, and leaves other links alone', () => {
    const root = render(
      '[Written](hearth:note:unknown) [w](hearth:widget:x) [s](https://a.example)',
    )
    const links = root.querySelectorAll('a')
    expect(links[0]!.textContent).toBe('Written')
    expect(links[0]!.getAttribute('href')).toBe('#/go/note:unknown')
    // Not an item: the unsafe scheme is dropped, the text stays.
    expect(links[1]!.hasAttribute('href')).toBe(false)
    expect(links[2]!.getAttribute('href')).toBe('https://a.example')
  })
})
