// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './markdown'
import { taskMarkers, toggleTask } from './markdown-tasks'

/** The checkboxes the preview shows: each one's number, its item's first line and its state. */
function checkboxes(source: string) {
  const root = document.createElement('div')
  root.innerHTML = renderMarkdown(source, () => null)
  return [...root.querySelectorAll<HTMLInputElement>('input[data-task]')].map((box) => {
    const item = box.closest('li')!.cloneNode(true) as HTMLElement
    for (const nested of item.querySelectorAll('ul, ol')) nested.remove()
    const label = item.textContent!.trim().split('\n')[0]
    return { index: Number(box.dataset.task), label, checked: box.checked }
  })
}

/** The source after a click on the preview's checkbox `index`, as the note page applies it. */
function click(source: string, index: number): string {
  const edit = toggleTask(source, index)
  return edit ? source.slice(0, edit.from) + edit.insert + source.slice(edit.to) : source
}

// [case, source, the checkbox clicked (its item's text), the source after the click]
const CASES: [string, string, string, string][] = [
  ['an empty task before', '- [ ]\n- [ ] real task\n', 'real task', '- [ ]\n- [x] real task\n'],
  [
    'a task in an HTML comment',
    '<!-- - [ ] x -->\n\n- [ ] real task\n',
    'real task',
    '<!-- - [ ] x -->\n\n- [x] real task\n',
  ],
  [
    'a task in a multi-line HTML comment',
    '<!--\n- [ ] commented out\n-->\n\n- [ ] real task\n',
    'real task',
    '<!--\n- [ ] commented out\n-->\n\n- [x] real task\n',
  ],
  [
    'a task in an HTML block',
    '<div>\n- [ ] in html\n</div>\n\n- [ ] real task\n',
    'real task',
    '<div>\n- [ ] in html\n</div>\n\n- [x] real task\n',
  ],
  [
    'a task in an indented code block',
    'para\n\n    - [ ] code sample\n\n- [ ] real task\n',
    'real task',
    'para\n\n    - [ ] code sample\n\n- [x] real task\n',
  ],
  [
    'a task in a fenced code block in a list item',
    '- item\n\n    ```\n    - [ ] inside code\n    ```\n\n- [ ] real task\n',
    'real task',
    '- item\n\n    ```\n    - [ ] inside code\n    ```\n\n- [x] real task\n',
  ],
  [
    'a task in a fence holding the other fence',
    '```\n~~~\n- [ ] in code\n```\n\n- [ ] real task\n',
    'real task',
    '```\n~~~\n- [ ] in code\n```\n\n- [x] real task\n',
  ],
  [
    'nested lists',
    '- [ ] parent\n  - [x] child\n    - [ ] real task\n- [ ] after',
    'real task',
    '- [ ] parent\n  - [x] child\n    - [x] real task\n- [ ] after',
  ],
  [
    'a nested task unticked',
    '- [ ] parent\n  - [x] child\n- [ ] after',
    'child',
    '- [ ] parent\n  - [ ] child\n- [ ] after',
  ],
  [
    'a list nested on its parent’s line',
    '- - [ ] real task\n- [ ] after',
    'real task',
    '- - [x] real task\n- [ ] after',
  ],
  [
    'a numbered list',
    '1. [ ] one\n2. [x] two\n10) [ ] real task',
    'real task',
    '1. [ ] one\n2. [x] two\n10) [x] real task',
  ],
  ['* bullets', '* [ ] one\n* [ ] real task', 'real task', '* [ ] one\n* [x] real task'],
  ['+ bullets', '+ [ ] one\n+ [X] real task', 'real task', '+ [ ] one\n+ [ ] real task'],
  [
    'CRLF line ends',
    '- [ ]\r\n```\r\n- [ ] code\r\n```\r\n- [ ] one\r\n- [ ] real task\r\n',
    'real task',
    '- [ ]\r\n```\r\n- [ ] code\r\n```\r\n- [ ] one\r\n- [x] real task\r\n',
  ],
  [
    'a quoted list',
    '> quote\n>\n> - [ ] one\n> - [ ] real task',
    'real task',
    '> quote\n>\n> - [ ] one\n> - [x] real task',
  ],
  [
    'a quote in a list item',
    '- item\n\n  > - [ ] real task\n- [ ] after',
    'real task',
    '- item\n\n  > - [x] real task\n- [ ] after',
  ],
  [
    'a nested quote',
    '> > - [ ] one\n> > - [x] real task',
    'real task',
    '> > - [ ] one\n> > - [ ] real task',
  ],
  [
    'a loose list',
    '- [ ] one\n\n- [ ] real task\n\n  more',
    'real task',
    '- [ ] one\n\n- [x] real task\n\n  more',
  ],
  ['a tab after the bullet', '-\t[ ] real task', 'real task', '-\t[x] real task'],
  [
    'a task whose text looks like another',
    '- [ ] a - [ ] b\n- [ ] real task',
    'real task',
    '- [ ] a - [ ] b\n- [x] real task',
  ],
]

describe('toggleTask', () => {
  it.each(CASES)('ticks the clicked task with %s', (_, source, label, expected) => {
    const box = checkboxes(source).find((candidate) => candidate.label === label)
    expect(box, `no checkbox for “${label}”`).toBeDefined()
    expect(click(source, box!.index)).toBe(expected)
  })

  it.each(CASES)('changes exactly the clicked checkbox, any of them, with %s', (_, source) => {
    const before = checkboxes(source)
    expect(taskMarkers(source)).toHaveLength(before.length)
    before.forEach((box, index) => {
      const after = checkboxes(click(source, index))
      expect(after).toEqual(
        before.map((other) => (other === box ? { ...box, checked: !box.checked } : other)),
      )
    })
  })

  it('edits nothing for a checkbox that is not there', () => {
    expect(toggleTask('- [ ] one', 1)).toBeNull()
    expect(toggleTask('```\n- [ ] code\n```', 0)).toBeNull()
  })
})
