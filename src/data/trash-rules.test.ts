import { describe, expect, it } from 'vitest'
import { restorePlan, type Parents, type TrashedRecord } from './trash-rules'

const none: Parents = { live: new Set(), trashed: new Map() }

describe('restoring from the Trash', () => {
  it('puts an item back where it was when its list or folder is there', () => {
    const parents: Parents = { live: new Set(['list:a']), trashed: new Map() }
    const todo = { id: 'todo:a', listId: 'list:a', trashedAt: 5 }
    expect(restorePlan('todos', todo, [], parents)).toEqual([
      { collection: 'todos', id: 'todo:a', patch: {} },
    ])
    expect(restorePlan('notes', { id: 'note:a', trashedAt: 5 }, [], none)).toEqual([
      { collection: 'notes', id: 'note:a', patch: {} },
    ])
  })

  it('sends it to the Inbox or the top level when its list or folder is gone for good', () => {
    const todo = { id: 'todo:a', listId: 'list:gone', trashedAt: 5 }
    expect(restorePlan('todos', todo, [], none)).toEqual([
      { collection: 'todos', id: 'todo:a', patch: { listId: null } },
    ])
    const bookmark = { id: 'bookmark:a', folderId: 'folder:gone', trashedAt: 5 }
    expect(restorePlan('bookmarks', bookmark, [], none)).toEqual([
      { collection: 'bookmarks', id: 'bookmark:a', patch: { folderId: null } },
    ])
    const folder = { id: 'folder:a', parentId: 'folder:gone', trashedAt: 5 }
    expect(restorePlan('bookmarkFolders', folder, [], none)).toEqual([
      { collection: 'bookmarkFolders', id: 'folder:a', patch: { parentId: null } },
    ])
  })

  it('brings back a parent that is in the Trash too, and its parents in turn, alone', () => {
    const top: TrashedRecord = { id: 'folder:top', parentId: null, trashedAt: 5 }
    const sub: TrashedRecord = {
      id: 'folder:sub',
      parentId: 'folder:top',
      trashedAt: 5,
      trashedWith: 'folder:top',
    }
    const parents: Parents = {
      live: new Set(),
      trashed: new Map([
        [top.id, top],
        [sub.id, sub],
      ]),
    }
    const bookmark = { id: 'bookmark:a', folderId: 'folder:sub', trashedAt: 9 }
    expect(restorePlan('bookmarks', bookmark, [], parents)).toEqual([
      { collection: 'bookmarkFolders', id: 'folder:top', patch: {}, asParent: true },
      { collection: 'bookmarkFolders', id: 'folder:sub', patch: {}, asParent: true },
      { collection: 'bookmarks', id: 'bookmark:a', patch: {} },
    ])
  })

  it('brings back a list with every todo its deletion took along, in one plan', () => {
    const list = { id: 'list:a', trashedAt: 5 }
    const todos = Array.from({ length: 50 }, (_, i) => ({
      collection: 'todos' as const,
      record: { id: `todo:${i}`, listId: 'list:a', trashedAt: 5, trashedWith: 'list:a' },
    }))
    const parents: Parents = { live: new Set(), trashed: new Map([[list.id, list]]) }
    const plan = restorePlan('todoLists', list, todos, parents)
    expect(plan).toHaveLength(51)
    expect(plan[0]).toEqual({ collection: 'todoLists', id: 'list:a', patch: {} })
    // The todos go back into their list, which comes back with them (not as a parent alone).
    expect(plan.slice(1).every(({ patch, asParent }) => !asParent && !('listId' in patch))).toBe(
      true,
    )
  })

  it('brings back a folder with its sub-folders and bookmarks where they were inside it', () => {
    const folder = { id: 'folder:a', parentId: 'folder:live', trashedAt: 5 }
    const members = [
      {
        collection: 'bookmarkFolders' as const,
        record: { id: 'folder:b', parentId: 'folder:a', trashedAt: 5, trashedWith: 'folder:a' },
      },
      {
        collection: 'bookmarks' as const,
        record: { id: 'bookmark:a', folderId: 'folder:b', trashedAt: 5, trashedWith: 'folder:a' },
      },
    ]
    const parents: Parents = { live: new Set(['folder:live']), trashed: new Map() }
    expect(restorePlan('bookmarkFolders', folder, members, parents)).toEqual([
      { collection: 'bookmarkFolders', id: 'folder:a', patch: {} },
      { collection: 'bookmarkFolders', id: 'folder:b', patch: {} },
      { collection: 'bookmarks', id: 'bookmark:a', patch: {} },
    ])
  })
})
