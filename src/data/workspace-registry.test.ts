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

describe('names the user gives', () => {
  it('refuses a name another workspace has, in any case, and lets a rename keep its own', async () => {
    const registry = await WorkspaceRegistry.open()
    const work = registry.create('Work')
    expect(() => registry.create(' personal ')).toThrow(
      'A workspace named “personal” already exists. Choose another name.',
    )
    expect(() => registry.rename(work.id, 'PERSONAL')).toThrow('“PERSONAL” already exists')
    expect(registry.get(work.id)?.name).toBe('Work')
    registry.rename(work.id, 'work')
    expect(registry.get(work.id)?.name).toBe('work')
    // Made in one millisecond, the two are listed in their ids' order: compare the names alone.
    expect(
      registry
        .list()
        .map((w) => w.name)
        .sort(),
    ).toEqual(['Personal', 'work'])
    // A copy's or an import's name is numbered past a name in any case.
    expect(registry.uniqueName('WORK')).toBe('WORK 2')
    await registry.close()
  })
})

describe('a name for a copy or an import', () => {
  it('numbers a name in use, and shortens the base where the name would be too long', async () => {
    const registry = await WorkspaceRegistry.open()
    expect(registry.uniqueName('Personal')).toBe('Personal 2')
    expect(registry.uniqueName('Personal', ' copy')).toBe('Personal copy')
    expect(registry.uniqueName(' Work ')).toBe('Work')
    const long = 'L'.repeat(60)
    registry.create(long)
    expect(registry.uniqueName(long, ' copy')).toBe(`${'L'.repeat(55)} copy`)
    registry.create(`${'L'.repeat(55)} copy`)
    expect(registry.uniqueName(long, ' copy')).toBe(`${'L'.repeat(53)} copy 2`)
    expect(registry.uniqueName(long)).toBe(`${'L'.repeat(58)} 2`)
    expect(registry.uniqueName(`${long}LL`)).toBe(`${'L'.repeat(58)} 2`)
    // Never half a character: an emoji is two UTF-16 units.
    registry.create(`${'e'.repeat(56)}🙂🙂`)
    expect(registry.uniqueName(`${'e'.repeat(56)}🙂🙂`)).toBe(`${'e'.repeat(56)}🙂 2`)
    expect(registry.uniqueName(`${'e'.repeat(57)}🙂🙂`, ' 1')).toBe(`${'e'.repeat(57)} 1`)
    for (const name of registry.list().map((w) => w.name))
      expect(name.length).toBeLessThanOrEqual(60)
    await registry.close()
  })
})
