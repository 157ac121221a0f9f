import { describe, expect, it } from 'vitest'
import {
  countCharacters,
  countWords,
  excerpt,
  firstHeading,
  noteFileName,
  noteTitle,
  noteToMarkdown,
  titleFromFile,
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

  // [what, body, excerpt]
  it.each([
    [
      'intraword underscores',
      'Rename MAX_RETRY_COUNT in my_app',
      'Rename MAX_RETRY_COUNT in my_app',
    ],
    [
      'paths',
      'See ~/work/my_app, C:\\Users\\me and /usr/bin/*',
      'See ~/work/my_app, C:\\Users\\me and /usr/bin/*',
    ],
    ['arithmetic', '2*3*4 = 24; 2 * 3 = 6; a ~ b', '2*3*4 = 24; 2 * 3 = 6; a ~ b'],
    ['unpaired markers', "it's a * or a_ or ` or ~", "it's a * or a_ or ` or ~"],
    [
      'real emphasis, strong and strikethrough',
      'Some *em*, **strong**, ***both***, _under_, __bold__, ~~gone~~ and ~old~',
      'Some em, strong, both, under, bold, gone and old',
    ],
    ['nested emphasis', '**bold *and* more** _*both*_', 'bold and more both'],
    [
      'code spans',
      'Run `make build_all *` or ``a `tick` b``',
      'Run make build_all * or a `tick` b',
    ],
    ['escapes', '\\*not em\\* and 1\\_000', '*not em* and 1_000'],
    [
      'links',
      'See [the _docs_](https://x.y/a_b "Docs") and <https://example.com/x_y>',
      'See the docs and https://example.com/x_y',
    ],
    ['images', '![my_diagram](img/my_pic.png) below', 'my_diagram below'],
    ['[[links]]', '[[Trip_2024]] and [[Recipes|my *recipes*]]', 'Trip_2024 and my *recipes*'],
    [
      'headings, quotes and list bullets',
      '## Sub_heading\n> quoted_text\n- item_one\n* [x] done *now*\n1. first',
      'Sub_heading quoted_text item_one done now first',
    ],
    ['code blocks, as written', '```js\nf(**kwargs, _a_)\n```\nafter', 'f(**kwargs, _a_) after'],
    ['CRLF text', '# Trip\r\n\r\n*Lisbon* in May\r\n', 'Lisbon in May'],
    ['pipes in text', 'Pick a | b, yes|no or `x | y`', 'Pick a | b, yes|no or x | y'],
    [
      'tables, as their cells',
      'Costs:\n| Item | Cost |\n- | -\n| Tea \\| milk | 3 |\nrow without pipes\n\nyes|no',
      'Costs: Item Cost Tea | milk 3 row without pipes yes|no',
    ],
    [
      'pipes before a rule or a heading underline',
      'a | b\n---\nc | d\n| e | f |\n|---|',
      'a | b c | d | e | f |',
    ],
  ])('keeps the text and drops only the syntax: %s', (_, body, text) => {
    expect(excerpt(body, 'Trip')).toBe(text)
  })

  it('counts words across spaces, tabs and newlines', () => {
    expect(countWords('')).toBe(0)
    expect(countWords('  one\ttwo\nthree  ')).toBe(3)
    expect(countWords('Äpfel & Birnen')).toBe(3)
    expect(countCharacters('oat milk 🥛')).toBe(10)
  })

  it('takes an imported title from the first heading, else the file name', () => {
    expect(titleFromFile('trip.md', 'Lisbon')).toBe('Lisbon')
    expect(titleFromFile('Shopping list.txt', null)).toBe('Shopping list')
    expect(firstHeading('```\n# not this\n```\n## Lisbon ##\n')).toBe('Lisbon')
    expect(firstHeading('no heading')).toBeNull()
  })

  it('reads a paragraph underlined with === or --- as a heading (setext), as the preview does', () => {
    expect(firstHeading('Lisbon trip\n===========\n\nBody')).toBe('Lisbon trip')
    expect(firstHeading('Lisbon\r\n===\r\n')).toBe('Lisbon')
    expect(firstHeading('Intro line\nsecond line\n---\n')).toBe('Intro line second line')
    // Not a paragraph above: a list item, a rule, a blank line, a code block.
    expect(firstHeading('- item\n---\n')).toBeNull()
    expect(firstHeading('***\n---\n')).toBeNull()
    expect(firstHeading('text\n\n---\n# Real')).toBe('Real')
    expect(firstHeading('```\ncode\n---\n```\nafter')).toBeNull()
    expect(firstHeading('    indented code\n===\n')).toBeNull()
    // Exported without a second title, and listed without repeating it or its underline.
    expect(noteToMarkdown({ title: 'Trip', body: 'Trip\n====\n\nGo' })).toBe('Trip\n====\n\nGo')
    expect(excerpt('Trip\n====\n\nGo', 'Trip')).toBe('Go')
    expect(excerpt('Trip\n---\n\nGo', 'Trip')).toBe('Go')
    expect(excerpt('Lisbon\n====\n\nGo', 'Trip')).toBe('Lisbon Go')
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
})
