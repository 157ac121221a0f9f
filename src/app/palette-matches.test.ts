import { describe, expect, it } from 'vitest'
import { arrangeResults, type PaletteGroup } from '@/features/search/model/arrange-results'
import type { Command } from '@/lib/command-registry'
import { APP_COMMANDS } from './commands'
import { workspaceSwitchCommands } from './use-app-commands'

// What the palette offers: the app's commands (pages, settings, tools among them) and a
// workspace to switch to.
const OFFERED: Command[] = [
  ...APP_COMMANDS,
  ...workspaceSwitchCommands(
    [
      { id: 'ws:a', name: 'Personal' },
      { id: 'ws:b', name: 'Work' },
    ],
    () => 'ws:b',
    () => {},
  ),
].filter((command) => command.palette !== false && !command.local && (command.enabled?.() ?? true))

const rows = (groups: PaletteGroup[]) =>
  groups.flatMap(({ items }) => items.map((item) => item.kind === 'command' && item.command.title))
const listed = (query: string) => rows(arrangeResults(OFFERED, [], query))

describe("the palette's matches among the registered commands", () => {
  it('lists nothing for everyday words that no name or keyword has', () => {
    for (const query of ['milk', 'sesame', 'pilot', 'dentist', 'ferry'])
      expect(listed(query), query).toEqual([])
  })

  it('finds a command by the starts of its words, in any order, the best first', () => {
    for (const [query, best] of [
      ['dark', 'Use dark theme'],
      ['col pick', 'Colour picker'],
      ['new todo', 'New todo'],
      ['settings data', 'Data settings'],
      ['qr cod', 'QR code'],
      ['light theme', 'Use light theme'],
      ['keyboard', 'Keyboard shortcuts'],
      ['theming', 'Theming settings'],
      ['sample', 'Add sample notification'],
      ['personal', 'Switch to workspace: Personal'],
      ['notes', 'Notes'],
      ['time', 'Time'],
      ['uuid', 'UUID and passwords'],
      ['encode / decode', 'Encode / decode'],
      // By a keyword.
      ['hotkeys', 'Keyboard shortcuts'],
      ['sha256', 'Hash'],
    ] as const)
      expect(listed(query)[0], query).toBe(best)
    // Another command with the word comes after.
    expect(listed('dark')).toEqual(['Use dark theme', 'Toggle light and dark mode'])
  })

  it('forgives one typo in a word of five letters or more', () => {
    for (const [query, best] of [
      ['thmeing', 'Theming settings'],
      ['keybaord', 'Keyboard shortcuts'],
      ['colour pickr', 'Colour picker'],
    ] as const)
      expect(listed(query)[0], query).toBe(best)
    // A shorter word must be right: 'tiem' is no typo of 'time', nor 'data' of 'date'.
    expect(listed('tiem')).toEqual([])
    expect(listed('data')).not.toContain('Time')
  })
})
