import { describe, expect, it } from 'vitest'
import { deletedWhen, itemTitle, takenAlong, whereItWas } from './trash-text'

const DAY = 24 * 60 * 60 * 1000

describe('how the Trash describes an item', () => {
  it('says when it was deleted and how many days it has left', () => {
    const now = new Date(2026, 10, 30, 12).getTime()
    expect(deletedWhen(now - 60_000, now)).toBe('Deleted today · 30 days left')
    expect(deletedWhen(now - DAY, now)).toBe('Deleted yesterday · 29 days left')
    expect(deletedWhen(now - 29.25 * DAY, now)).toBe('Deleted 29 days ago · 1 day left')
  })

  it('says where it was, its parent gone or in the Trash', () => {
    const names = (_: string, id: string) => (id === 'list:a' ? 'Errands' : undefined)
    const todo = (listId: string | null) =>
      ({ kind: 'todos', record: { id: 'todo:a', listId } }) as const
    expect(whereItWas(todo('list:a'), names)).toBe('In Errands')
    expect(whereItWas(todo(null), names)).toBe('In Inbox')
    expect(whereItWas(todo('list:gone'), names)).toBe('In a deleted list')
    const bookmark = { kind: 'bookmarks', record: { id: 'b', folderId: null } } as const
    expect(whereItWas(bookmark, names)).toBe('In Bookmarks')
    expect(whereItWas({ kind: 'widgets', record: { id: 'w' } }, names)).toBe('On the Overview')
  })

  it('names an item as its section does, and what a list took along', () => {
    expect(itemTitle({ kind: 'notes', record: { id: 'n', title: '  ' } })).toBe('Untitled')
    expect(
      itemTitle({ kind: 'bookmarks', record: { id: 'b', title: '', url: 'https://a.b/' } }),
    ).toBe('https://a.b/')
    expect(itemTitle({ kind: 'colors', record: { id: 'c', name: 'Sea', value: '#07b' } })).toBe(
      'Sea',
    )
    expect(takenAlong('todoLists', 50)).toBe('with 50 todos')
    expect(takenAlong('bookmarkFolders', 1)).toBe('with 1 item')
    expect(takenAlong('todoLists', 0)).toBe('')
  })
})
