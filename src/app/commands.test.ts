import { describe, expect, it, vi } from 'vitest'
import type { Command } from '@/lib/command-registry'
import { parseShortcut, shortcutConflicts, shortcutList } from '@/lib/shortcuts'
import { APP_COMMANDS } from './commands'
import { workspaceSwitchCommands } from './use-app-commands'

// Everything app/ registers: its commands (the features' among them) and one per workspace.
const REGISTERED: Command[] = [
  ...APP_COMMANDS,
  ...workspaceSwitchCommands(
    [
      { id: 'ws:a', name: 'Personal' },
      { id: 'ws:b', name: 'Work' },
    ],
    () => 'ws:a',
    () => {},
  ),
]

describe('the registered commands', () => {
  it('have unique ids', () => {
    const ids = REGISTERED.map((command) => command.id)
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
  })

  it('write every shortcut so it parses', () => {
    for (const command of REGISTERED)
      for (const shortcut of shortcutList(command.shortcut))
        expect(() => parseShortcut(shortcut, false), `${command.id}: ${shortcut}`).not.toThrow()
  })

  it('never claim one key twice in one scope', () => {
    expect(shortcutConflicts(REGISTERED)).toEqual([])
  })

  it('would fail on a command that took a key already taken', () => {
    const clash: Command = {
      id: 'test:clash',
      title: 'Clash',
      section: 'Notes',
      shortcut: 'Ctrl+K',
      when: { screen: '/notes' },
      run: () => {},
    }
    expect(shortcutConflicts([...REGISTERED, clash])).toEqual([
      { key: 'Ctrl+K', ids: ['search:toggle', 'test:clash'] },
    ])
  })

  it("list the note editor's own keys without dispatching them", () => {
    const bold = REGISTERED.find((command) => command.id === 'note-editor:bold')
    expect(bold).toMatchObject({ title: 'Bold', shortcut: 'Mod+B', local: true, palette: false })
  })
})

describe('Undo and Redo', () => {
  it('run in the order pressed, however the history code arrives', async () => {
    const calls: string[] = []
    vi.doMock('@/data/undo', async () => {
      // The history's code is slow to arrive, as on the first press after a start.
      await new Promise((resolve) => setTimeout(resolve, 30))
      return { undo: () => !!calls.push('undo'), redo: () => !!calls.push('redo') }
    })
    vi.resetModules()
    const { APP_COMMANDS: commands } = await import('./commands')
    const run = (id: string) =>
      commands.find((command) => command.id === id)!.run({ navigate: () => {} } as never)
    run('edit:undo')
    run('edit:redo')
    run('edit:undo')
    await vi.waitFor(() => expect(calls).toHaveLength(3))
    expect(calls).toEqual(['undo', 'redo', 'undo'])
    vi.doUnmock('@/data/undo')
  })
})
