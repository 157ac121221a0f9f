// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '@/lib/markdown'
import {
  countCharacters,
  countWords,
  excerpt,
  firstHeading,
  noteFileName,
  noteTitle,
  noteToMarkdown,
  taskMarkers,
  titleFromFile,
  toggleTask,
  uniqueFileNames,
} from './note-text'

describe('note text', () => {
  it('names untitled notes and makes plain excerpts without the title heading', () => {
    expect(noteTitle({ title: '  ' })).toBe('Untitled')
    expect(excerpt('# Trip\n\nSee **the** [sea](https://x.y) and `code`\n- [ ] pack', 'Trip')).toBe(
      'See the sea and code pack',
    )
    expect(excerpt('a'.repeat(300)).length).toBe(160)
  })

  it('counts words across spaces, tabs and newlines', () => {
    expect(countWords('')).toBe(0)
    expect(countWords('  one\ttwo\nthree  ')).toBe(3)
    expect(countWords('Äpfel & Birnen')).toBe(3)
    expect(countCharacters('oat milk 🥛')).toBe(10)
  })

  it('takes an imported title from the first heading outside code, else the file name', () => {
    expect(titleFromFile('trip.md', '```\n# not this\n```\n## Lisbon ##\n')).toBe('Lisbon')
    expect(titleFromFile('Shopping list.txt', 'milk')).toBe('Shopping list')
    expect(firstHeading('no heading')).toBeNull()
  })

  it('exports with the title as first heading unless the body has it already', () => {
    expect(noteToMarkdown({ title: 'Trip', body: '# Trip\n\nGo' })).toBe('# Trip\n\nGo')
    expect(noteToMarkdown({ title: 'Trip', body: 'Go' })).toBe('# Trip\n\nGo')
    expect(noteToMarkdown({ title: '', body: 'Go' })).toBe('Go')
  })

  it('makes safe, unique file names', () => {
    expect(noteFileName({ title: 'a/b: c?*' })).toBe('a b c.md')
    expect(noteFileName({ title: '...' })).toBe('Untitled.md')
    expect(uniqueFileNames(['Ideas.md', 'ideas.md', 'Ideas.md'])).toEqual([
      'Ideas.md',
      'ideas (2).md',
      'Ideas (3).md',
    ])
  })

  it('finds task markers outside code fences and toggles the n-th', () => {
    const source = '- [ ] one\n```\n- [ ] not a task\n```\n  * [x] two\n1. [ ] three'
    expect(taskMarkers(source).map((marker) => marker.checked)).toEqual([false, true, false])
    const edit = toggleTask(source, 1)!
    const next = source.slice(0, edit.from) + edit.insert + source.slice(edit.to)
    expect(next).toContain('  * [ ] two')
    expect(toggleTask(source, 5)).toBeNull()
  })
})

it('numbers rendered checkboxes as the source counts its task markers', () => {
  const source = '- [ ] a\n\n```\n- [ ] code\n```\n\n> - [x] quoted\n- b\n  - [ ] nested'
  const root = document.createElement('div')
  root.innerHTML = renderMarkdown(source, () => null)
  expect(root.querySelectorAll('input[data-task]').length).toBe(taskMarkers(source).length)
})
