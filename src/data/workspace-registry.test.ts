// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { WorkspaceRegistry } from './workspace-registry'

describe('the workspace list and the sync server', () => {
  it('adopts a workspace from the server under its own id and name, once', async () => {
    const registry = await WorkspaceRegistry.open()
    const adopted = registry.adopt('workspace:abc', '  Work ', 1000)
    expect(adopted).toMatchObject({ id: 'workspace:abc', name: 'Work', updatedAt: 1000 })
    expect(registry.adopt('workspace:abc', 'Other', 2000).name).toBe('Work')
    expect(registry.list().map((w) => w.name)).toEqual(['Personal', 'Work'])
    expect(() => registry.adopt('workspace:bad', '   ', 1)).toThrow('Give the workspace a name.')
    await registry.close()
  })

  it('takes a name given elsewhere only when it is newer, and never into the undo history', async () => {
    const registry = await WorkspaceRegistry.open()
    registry.adopt('workspace:abc', 'Work', 1000)
    registry.applyName('workspace:abc', 'Old name', 999)
    expect(registry.get('workspace:abc')?.name).toBe('Work')
    registry.applyName('workspace:abc', 'Office', 5000)
    expect(registry.get('workspace:abc')).toMatchObject({ name: 'Office', updatedAt: 5000 })
    registry.applyName('workspace:abc', 'x'.repeat(61), 9000)
    expect(registry.get('workspace:abc')?.name).toBe('Office')
    registry.applyName('workspace:missing', 'Ghost', 9000)
    expect(registry.get('workspace:missing')).toBeUndefined()
    expect(registry.undoManager.canUndo()).toBe(false)
    await registry.close()
  })
})
