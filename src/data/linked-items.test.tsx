// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { openFromRows, startsFromRowsInEach, storeWorkspace } from '@/testing/rows-start'
import { openTestWorkspace, wrapperOf } from '@/testing/test-workspace'
import { useBacklinks, useLinkedItems } from './linked-items'
import type { Workspace } from './workspace'

// Links' live reads: the items links point at and an item's backlinks, from the rows' indexes
// on a page without its document, and from the stores where there are no rows.

startsFromRowsInEach()

const within = wrapperOf

const titles = (records: readonly { title: string }[] | undefined) => records?.map((r) => r.title)

async function backlinksFollowEdits(workspace: Workspace) {
  const todos = workspace.repository('todos')
  const notes = workspace.repository('notes')
  const todo = todos.create({ title: 'Book flights' })
  const link = `[Book flights](hearth:${todo.id})`
  const plan = notes.create({ title: 'Trip plan', body: `Next: ${link}` })
  notes.create({ title: 'Unrelated', body: 'Nothing here' })
  const { result } = renderHook(() => useBacklinks(todo.id), { wrapper: within(workspace) })
  await waitFor(() => expect(titles(result.current?.notes)).toEqual(['Trip plan']))
  expect(result.current?.todos).toEqual([])

  // A todo's notes and a bookmark's note link too; an edit that drops the link drops it.
  act(() => void todos.create({ title: 'Pack', notes: `After ${link}` }))
  act(
    () =>
      void workspace
        .repository('bookmarks')
        .create({ url: 'https://a.example/', title: 'Airline', note: link }),
  )
  await waitFor(() => expect(titles(result.current?.todos)).toEqual(['Pack']))
  await waitFor(() => expect(titles(result.current?.bookmarks)).toEqual(['Airline']))
  act(() => void notes.update(plan.id, { body: 'Next: nothing' }))
  await waitFor(() => expect(result.current?.notes).toEqual([]))

  // What links from the Trash does not count.
  const other = notes.create({ title: 'Old plan', body: link })
  await waitFor(() => expect(titles(result.current?.notes)).toEqual(['Old plan']))
  act(() => void notes.trash([other.id]))
  await waitFor(() => expect(result.current?.notes).toEqual([]))
}

it("follows an item's backlinks from the rows, never decoding the page", async () => {
  await storeWorkspace('backlinks-rows')
  const { workspace } = await openFromRows('backlinks-rows')
  await backlinksFollowEdits(workspace)
  expect(workspace.hasDoc).toBe(false)
  await workspace.close()
})

it("follows an item's backlinks from the stores where there are no rows", async () => {
  const workspace = await openTestWorkspace('backlinks-stores')
  // As a workspace that keeps no rows (memory-only, read-only): no query can read.
  vi.spyOn(workspace.reads, 'query').mockReturnValue(null)
  await backlinksFollowEdits(workspace)
  await workspace.close()
})

it('says of each linked item whether it is there, in the Trash or gone, as it changes', async () => {
  await storeWorkspace('linked-live')
  const { workspace } = await openFromRows('linked-live')
  const todos = workspace.repository('todos')
  const todo = todos.create({ title: 'Call the bank' })
  const ids = [todo.id, 'note:never-here', 'widget:not-linkable']
  const { result } = renderHook(() => useLinkedItems(ids), { wrapper: within(workspace) })
  await waitFor(() => expect(result.current?.get(todo.id)?.state).toBe('live'))
  expect([...result.current!.keys()]).toEqual([todo.id, 'note:never-here'])
  expect(result.current!.get('note:never-here')).toEqual({
    id: 'note:never-here',
    kind: 'note',
    state: 'missing',
  })
  act(() => void todos.update(todo.id, { title: 'Call the bank today' }))
  await waitFor(() =>
    expect(result.current?.get(todo.id)).toMatchObject({
      record: { title: 'Call the bank today' },
    }),
  )
  act(() => void todos.trash([todo.id]))
  await waitFor(() => expect(result.current?.get(todo.id)?.state).toBe('trashed'))
  act(() => void todos.purge([todo.id]))
  await waitFor(() => expect(result.current?.get(todo.id)?.state).toBe('missing'))
  await workspace.close()
})
