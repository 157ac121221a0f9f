import { beforeEach, expect, it } from 'vitest'
import { registerCommands, useCommandRegistry } from './command-registry'

beforeEach(() => useCommandRegistry.setState({ commands: [] }))

const noop = () => {}

it('registers, replaces by id and unregisters commands', () => {
  const off = registerCommands([{ id: 'a', title: 'A', section: 'General', run: noop }])
  registerCommands([{ id: 'b', title: 'B', section: 'General', run: noop }])
  registerCommands([{ id: 'a', title: 'A2', section: 'General', run: noop }])
  expect(useCommandRegistry.getState().commands.map((c) => c.title)).toEqual(['B', 'A2'])
  off() // the first 'a' was already replaced; the newer one stays
  expect(useCommandRegistry.getState().commands.map((c) => c.title)).toEqual(['B', 'A2'])
})
