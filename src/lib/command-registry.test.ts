import { beforeEach, expect, it } from 'vitest'
import { availableCommands, registerCommands, useCommandRegistry } from './command-registry'

beforeEach(() => useCommandRegistry.setState({ commands: [] }))

const noop = () => {}

it('registers, replaces by id and unregisters commands', () => {
  const off = registerCommands([{ id: 'a', label: 'A', group: 'Commands', perform: noop }])
  registerCommands([{ id: 'b', label: 'B', group: 'Commands', perform: noop }])
  registerCommands([{ id: 'a', label: 'A2', group: 'Commands', perform: noop }])
  expect(useCommandRegistry.getState().commands.map((c) => c.label)).toEqual(['B', 'A2'])
  off() // the first 'a' was already replaced; the newer one stays
  expect(useCommandRegistry.getState().commands.map((c) => c.label)).toEqual(['B', 'A2'])
})

it('hides commands whose when() is false', () => {
  const commands = [
    { id: 'a', label: 'A', group: 'Commands', perform: noop, when: () => false },
    { id: 'b', label: 'B', group: 'Commands', perform: noop },
  ]
  expect(availableCommands(commands).map((c) => c.id)).toEqual(['b'])
})
