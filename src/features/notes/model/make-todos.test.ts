import { describe, expect, it } from 'vitest'
import { linkedLine, todoLines } from './make-todos'

const NOTE = [
  '# Weekly review',
  '',
  '- [ ] Call the bank',
  '  * [x] Pay rent',
  '1. Book dentist',
  'Plain line',
].join('\n')

describe('todoLines', () => {
  it('takes every line the selection touches, without markers, boxes or blank lines', () => {
    const lines = todoLines(NOTE, 0, NOTE.length)
    expect(lines.map(({ prefix, title, done }) => [prefix, title, done])).toEqual([
      ['# ', 'Weekly review', false],
      ['- ', 'Call the bank', false],
      ['  * ', 'Pay rent', true],
      ['1. ', 'Book dentist', false],
      ['', 'Plain line', false],
    ])
    for (const line of lines) expect(NOTE.slice(line.from, line.to)).toBe(line.text)
  })

  it("takes the caret's line when nothing is selected, and whole lines of a partial selection", () => {
    const caret = NOTE.indexOf('the bank')
    expect(todoLines(NOTE, caret, caret).map((line) => line.title)).toEqual(['Call the bank'])
    const from = NOTE.indexOf('bank')
    const to = NOTE.indexOf('dentist')
    expect(todoLines(NOTE, from, to).map((line) => line.title)).toEqual([
      'Call the bank',
      'Pay rent',
      'Book dentist',
    ])
    // A selection that ends at the start of a line leaves that line out.
    const end = NOTE.indexOf('1. Book')
    expect(todoLines(NOTE, NOTE.indexOf('- [ ]'), end).map((line) => line.title)).toEqual([
      'Call the bank',
      'Pay rent',
    ])
    expect(todoLines(NOTE, 16, 16)).toEqual([])
  })

  it('writes each line as its marker then a link to the todo', () => {
    const [line] = todoLines(NOTE, NOTE.indexOf('Pay'), NOTE.indexOf('Pay'))
    expect(linkedLine(line!, 'todo:abc')).toBe('  * [Pay rent](hearth:todo:abc)')
  })
})
