import { describe, expect, it } from 'vitest'
import type { Command } from '@/lib/command-registry'
import type { SearchResult } from '@/lib/search-providers'
import { arrangeResults, type PaletteGroup, type PaletteItem } from './arrange-results'

const command = (title: string, section: string, keywords?: string[]): Command => ({
  id: `${section}:${title}`,
  title,
  section,
  keywords,
  run: () => {},
})
const result = (title: string): SearchResult => ({ id: title, title, run: () => {} })

// As the app registers them: sections in this order, each with its keywords.
const COMMANDS = [
  command('Overview', 'Pages', ['go', 'open']),
  command('Todos', 'Pages', ['go', 'open']),
  command('Theming settings', 'Settings', ['settings', 'theming']),
  command('Toggle light and dark mode', 'General', ['theme']),
  command('New todo', 'Todos', ['todo', 'task', 'add', 'quick add', 'create']),
  command('Time', 'Tools', ['tools', 'time', 'unix', 'timestamp', 'epoch', 'date']),
  command('QR code', 'Tools', ['tools', 'qr', 'qr code', 'barcode', 'link', 'share']),
  command('UUID and passwords', 'Tools', ['tools', 'uuid', 'guid', 'password']),
]

const title = (item: PaletteItem) =>
  item.kind === 'command' ? item.command.title : item.result.title
const titles = (groups: PaletteGroup[]) =>
  groups.map(({ heading, items }) => [heading, items.map(title)])
const first = (groups: PaletteGroup[]) => groups[0] && title(groups[0].items[0]!)

describe('arrangeResults', () => {
  it('lists every command by section, in the order registered, with no query', () => {
    expect(titles(arrangeResults(COMMANDS, [], '  '))).toEqual([
      ['Pages', ['Overview', 'Todos']],
      ['Settings', ['Theming settings']],
      ['General', ['Toggle light and dark mode']],
      ['Todos', ['New todo']],
      ['Tools', ['Time', 'QR code', 'UUID and passwords']],
    ])
  })

  it("puts a command typed by its exact name first, whatever its section's place", () => {
    for (const [query, wanted] of [
      ['time', 'Time'],
      ['Time', 'Time'],
      ['qr', 'QR code'],
      ['uuid', 'UUID and passwords'],
      ['todo', 'Todos'],
      ['theming', 'Theming settings'],
    ] as const)
      expect(first(arrangeResults(COMMANDS, [], query)), query).toBe(wanted)
    // Weaker matches stay, after: 'todo' is also a word of New todo's name.
    expect(titles(arrangeResults(COMMANDS, [], 'todo'))).toEqual([
      ['Pages', ['Todos']],
      ['Todos', ['New todo']],
    ])
  })

  it('finds only the starts of words, in the name, the keywords or the section', () => {
    // Letters here and there in a name are no match: 'milk' is not in 'New todo's keywords.
    for (const query of ['milk', 'sesame', 'ime', 'tdo'])
      expect(titles(arrangeResults(COMMANDS, [], query)), query).toEqual([])
    // In any order, in part: 'dark' is the fourth word of the name, 'to' starts 'tools'.
    expect(titles(arrangeResults(COMMANDS, [], 'mode dark'))).toEqual([
      ['General', ['Toggle light and dark mode']],
    ])
    expect(titles(arrangeResults(COMMANDS, [], 'tools ti'))).toEqual([['Tools', ['Time']]])
  })

  it('orders the groups by their best row, and each group best first', () => {
    // The name's start, a word of the name, then a keyword ('unix').
    expect(titles(arrangeResults(COMMANDS, [], 'u'))).toEqual([
      ['Tools', ['UUID and passwords', 'Time']],
    ])
    // 'and' is the second word of UUID and passwords, the third of Toggle light and dark mode,
    // 'add' a keyword of New todo: Tools comes first, whatever its place.
    expect(titles(arrangeResults(COMMANDS, [], 'a'))).toEqual([
      ['Tools', ['UUID and passwords']],
      ['General', ['Toggle light and dark mode']],
      ['Todos', ['New todo']],
    ])
  })

  it("ranks a provider's results by their titles, and last when found in their text", () => {
    const found = [['Notes', [result('Meeting minutes'), result('Timesheet')]]] as const
    // 'Timesheet' starts with the query, but 'Time' is the whole name.
    expect(titles(arrangeResults(COMMANDS, found, 'time'))).toEqual([
      ['Tools', ['Time']],
      ['Notes', ['Timesheet', 'Meeting minutes']],
    ])
    // A note found by its text comes after the commands the query matches.
    const byText = [['Notes', [result('Dentist')]]] as const
    expect(titles(arrangeResults(COMMANDS, byText, 'uuid'))).toEqual([
      ['Tools', ['UUID and passwords']],
      ['Notes', ['Dentist']],
    ])
  })

  it("puts a provider's results under the section of the same name", () => {
    const commands = [...COMMANDS, command('New note', 'Notes', ['note', 'create'])]
    const found = [['Notes', [result('Notebook'), result('Shopping')]]] as const
    // A name that starts with the query, one with the word later, one found by its text.
    expect(titles(arrangeResults(commands, found, 'note'))[0]).toEqual([
      'Notes',
      ['Notebook', 'New note', 'Shopping'],
    ])
  })
})

describe('a command with a detail', () => {
  it('is found by its title, not by what it acts on now (Undo is not a note)', () => {
    const undo = { ...command('Undo', 'General'), detail: 'New note' }
    const newNote = command('New note', 'Notes')
    expect(titles(arrangeResults([...COMMANDS, undo, newNote], [], 'undo'))).toEqual([
      ['General', ['Undo']],
    ])
    expect(titles(arrangeResults([...COMMANDS, undo, newNote], [], 'new note'))).toEqual([
      ['Notes', ['New note']],
    ])
  })
})
