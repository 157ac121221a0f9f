import { describe, expect, it } from 'vitest'
import {
  bookmarkCounts,
  buildFolderTree,
  flattenFolders,
  folderPathLabel,
  visibleFolders,
} from './folders'
import { bookmarkRecord, folderRecord } from './test-records'

const folders = [
  folderRecord('work', null, 'a1', 'Work'),
  folderRecord('home', null, 'a0', 'Home'),
  folderRecord('projects', 'work', 'a0', 'Projects'),
  folderRecord('hearth', 'projects', 'a0', 'Hearth'),
  folderRecord('admin', 'work', 'a1', 'Admin'),
]

describe('buildFolderTree', () => {
  const tree = buildFolderTree(folders)

  it('orders each level and knows paths and what is inside', () => {
    expect(tree.children.get(null)!.map((f) => f.id)).toEqual(['home', 'work'])
    expect(tree.children.get('work')!.map((f) => f.id)).toEqual(['projects', 'admin'])
    expect(tree.path('hearth').map((f) => f.id)).toEqual(['work', 'projects', 'hearth'])
    expect([...tree.descendants('work')].sort()).toEqual(['admin', 'hearth', 'projects', 'work'])
    expect(folderPathLabel(tree, 'hearth')).toBe('Work / Projects / Hearth')
    expect(folderPathLabel(tree, null)).toBe('No folder')
  })

  it('shows a folder whose parent is gone, or whose parents loop, at the top level', () => {
    const broken = buildFolderTree([
      folderRecord('orphan', 'deleted-in-another-tab'),
      folderRecord('a', 'b'),
      folderRecord('b', 'a'),
      folderRecord('self', 'self'),
    ])
    expect(
      broken.children
        .get(null)!
        .map((f) => f.id)
        .sort(),
    ).toEqual(['a', 'b', 'orphan', 'self'])
    expect(broken.path('a').map((f) => f.id)).toEqual(['a'])
  })

  it('lists folders in tree order for pickers, and the open ones for the tree', () => {
    expect(flattenFolders(tree).map(({ folder, depth }) => `${depth}:${folder.id}`)).toEqual([
      '0:home',
      '0:work',
      '1:projects',
      '2:hearth',
      '1:admin',
    ])
    expect(visibleFolders(tree, new Set(['work'])).map((i) => i.folder.id)).toEqual([
      'home',
      'work',
      'projects',
      'admin',
    ])
    expect(visibleFolders(tree, new Set()).map((i) => [i.folder.id, i.hasChildren])).toEqual([
      ['home', false],
      ['work', true],
    ])
  })

  it('counts bookmarks in each folder, at any depth', () => {
    const counts = bookmarkCounts(tree, [
      bookmarkRecord('a', { folderId: 'hearth' }),
      bookmarkRecord('b', { folderId: 'hearth' }),
      bookmarkRecord('c', { folderId: 'admin' }),
      bookmarkRecord('d', { folderId: null }),
    ])
    expect(Object.fromEntries(counts)).toEqual({ hearth: 2, projects: 2, work: 3, admin: 1 })
  })
})
