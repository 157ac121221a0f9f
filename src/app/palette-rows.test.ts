// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { startFromRows } from '@/testing/large-rows'
import { settleRows } from '@/testing/test-workspace'
import { until } from '@/testing/until'
import { Workspace } from '@/data/workspace'
import { searchBookmarksForPalette } from '@/features/bookmarks/bookmarks-search'
import { bookmarksAt } from '@/features/bookmarks/model/bookmarks-at'
import { searchNotes } from '@/features/notes/notes-search'
import { searchTodos } from '@/features/todos/todos-search'

/**
 * The search palette's answers (and the Add bookmark dialog's duplicates) from a tab started from rows: each section's index reads the
 * rows itself (in a worker; here, with no workers, in this thread) and follows the changes of
 * the page's row feed, so the page never reads a whole collection for a search. Other tabs talk
 * over a BroadcastChannel: this file runs in a process of its own (vite.config.ts).
 */

const opened = vi.hoisted(() => ({ workspace: null as unknown }))
vi.mock('@/data/workspaces', () => ({ openedWorkspace: async () => opened.workspace }))

afterEach(() => {
  localStorage.clear()
  delete window.hearthEarlyReads
})

/** A stored workspace (complete rows) with a few bookmarks, notes and todos. */
async function storeSome(id: string) {
  const workspace = await Workspace.open(id)
  const work = workspace.repository('bookmarkFolders').create({ title: 'Work' })
  const bookmarks = workspace.repository('bookmarks')
  bookmarks.create({ title: 'Rust book', url: 'https://doc.rust-lang.org/book/', tags: ['dev'] })
  bookmarks.create({ title: 'Rust at work', url: 'https://work.example/rust', folderId: work.id })
  bookmarks.create({ title: 'Gardening', url: 'https://garden.example/' })
  const notes = workspace.repository('notes')
  notes.create({ title: 'Meeting notes', body: 'Agenda for the quarterly meeting' })
  const trashed = notes.create({ title: 'Old meeting', body: 'Gone' })
  notes.update(trashed.id, { trashedAt: 1 })
  workspace.repository('todos').create({ title: 'Buy oat milk' })
  await settleRows(workspace)
  await workspace.close()
}

const titles = (results: { title: string }[]) => results.map((result) => result.title).sort()

describe('the search palette from rows', () => {
  it('finds bookmarks (with their filters), notes and todos without reading them onto the page', async () => {
    await storeSome('palette-1')
    const workspace = await startFromRows('palette-1')
    opened.workspace = workspace
    const complete = vi.spyOn(workspace, 'complete')

    expect(titles(await searchBookmarksForPalette('rust'))).toEqual(['Rust at work', 'Rust book'])
    expect(titles(await searchBookmarksForPalette('rust tag:de'))).toEqual(['Rust book'])
    expect(titles(await searchBookmarksForPalette('folder:wor'))).toEqual(['Rust at work'])
    expect(titles(await searchBookmarksForPalette('tag:nothing'))).toEqual([])
    // Not the Trash's.
    expect(titles(await searchNotes('meeting'))).toEqual(['Meeting notes'])
    expect(titles(await searchTodos('oat'))).toEqual(['Buy oat milk'])
    const [found] = await searchBookmarksForPalette('gardening')
    expect(found).toMatchObject({ title: 'Gardening', detail: 'garden.example' })

    expect(complete).not.toHaveBeenCalled()
    for (const name of ['bookmarks', 'notes', 'todos'] as const)
      expect(workspace.storeIfReady(name)?.isPartial ?? true).toBe(true)
    expect(workspace.hasDoc).toBe(false)
    await workspace.close()
  })

  it('follows what another tab adds, renames and deletes', async () => {
    await storeSome('palette-2')
    const workspace = await startFromRows('palette-2')
    opened.workspace = workspace
    const complete = vi.spyOn(workspace, 'complete')
    expect(titles(await searchBookmarksForPalette('rust'))).toHaveLength(2)

    const other = await Workspace.open('palette-2')
    const bookmarks = other.repository('bookmarks')
    const added = bookmarks.create({ title: 'Rust by example', url: 'https://rust.example/' })
    let found: string[] = []
    const search = async () => void (found = titles(await searchBookmarksForPalette('rust')))
    await until(() => (void search(), found.includes('Rust by example')), 'added', 5_000)
    bookmarks.update(added.id, { title: 'Rust cookbook' })
    await until(() => (void search(), found.includes('Rust cookbook')), 'renamed', 5_000)
    expect(found).not.toContain('Rust by example')
    bookmarks.remove(added.id)
    await until(() => (void search(), found.length === 2), 'deleted', 5_000)
    expect(complete).not.toHaveBeenCalled()
    expect(workspace.hasDoc).toBe(false)
    await other.close()
    await workspace.close()
  })

  it("finds a bookmark's duplicates by their address key without reading every bookmark", async () => {
    await storeSome('palette-3')
    const workspace = await startFromRows('palette-3')
    const complete = vi.spyOn(workspace, 'complete')
    const at = async (key: string) => (await bookmarksAt(workspace, key)).map((b) => b.title)
    // The key of https://www.doc.rust-lang.org/book (no scheme, no www., no trailing slash).
    expect(await at('//doc.rust-lang.org/book')).toEqual(['Rust book'])
    expect(await at('//nowhere.example')).toEqual([])
    const other = await Workspace.open('palette-3')
    other.repository('bookmarks').create({ title: 'Again', url: 'http://garden.example' })
    let found: string[] = []
    await until(
      () => (void at('//garden.example').then((titles) => (found = titles)), found.length === 2),
      'added in another tab',
      5_000,
    )
    expect(found.sort()).toEqual(['Again', 'Gardening'])
    expect(complete).not.toHaveBeenCalled()
    await other.close()
    await workspace.close()
  })
})
