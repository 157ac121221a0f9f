import { expect, it } from 'vitest'
import { fileSlug } from './download'

it('keeps letters and digits of every script in a file name', () => {
  expect(fileSlug('Personal')).toBe('personal')
  expect(fileSlug('My work 2')).toBe('my-work-2')
  expect(fileSlug('工作')).toBe('工作')
  expect(fileSlug('Работа')).toBe('работа')
  expect(fileSlug('Ἑλληνικά 3')).toBe('ἑλληνικά-3')
  expect(fileSlug('عمل ١٢')).toBe('عمل-١٢')
  expect(fileSlug('Café')).toBe('café')
  // Decomposed (as macOS may give it) and composed come out the same.
  expect(fileSlug('Cafe\u0301')).toBe('café')
  expect(fileSlug('Ideas 💡')).toBe('ideas-💡')
})

it('takes out only what file systems refuse, and what hides in a name', () => {
  expect(fileSlug('a/b\\c:d*e?f"g<h>i|j')).toBe('a-b-c-d-e-f-g-h-i-j')
  expect(fileSlug('Q&A (old)')).toBe('q&a-(old)')
  expect(fileSlug('  ..hidden..  ')).toBe('hidden')
  expect(fileSlug('tab\there\nnew line')).toBe('tab-here-new-line')
  // A right-to-left override would show 'hearth-…exe.json' as something else.
  expect(fileSlug('doc\u202Eexe')).toBe('doc-exe')
  expect(fileSlug('zero\u200Bwidth')).toBe('zero-width')
  expect(fileSlug('---')).toBe('workspace')
  expect(fileSlug('')).toBe('workspace')
  expect(fileSlug('???')).toBe('workspace')
})

it('stays short enough for a file name, cut between characters', () => {
  expect(new TextEncoder().encode(fileSlug('工'.repeat(100))).length).toBe(150)
  expect(fileSlug('工'.repeat(100))).toBe('工'.repeat(50))
  const emoji = fileSlug('💡'.repeat(60))
  expect(emoji).toBe('💡'.repeat(37))
  expect(fileSlug('a'.repeat(300))).toHaveLength(150)
})
