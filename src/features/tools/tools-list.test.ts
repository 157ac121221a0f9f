import { describe, expect, it } from 'vitest'
import { TOOL_SCREENS } from './tool-screens'
import { TOOL_COMMANDS } from './tools-commands'
import { TOOLS } from './tools-list'

describe('the tool list', () => {
  it('gives every tool a unique path, a screen of its own and a palette entry', () => {
    const paths = TOOLS.map((tool) => tool.path)
    expect(new Set(paths).size).toBe(paths.length)
    expect(Object.keys(TOOL_SCREENS).sort()).toEqual([...paths].sort())
    expect(TOOL_COMMANDS.map((command) => command.title)).toEqual(TOOLS.map((tool) => tool.title))
  })

  it('names the tools as the issue does', () => {
    expect(TOOLS.map((tool) => tool.title)).toEqual([
      'Colour picker',
      'JSON',
      'Encode / decode',
      'Hash',
      'UUID and passwords',
      'Time',
      'QR code',
    ])
  })
})
