import { describe, expect, it } from 'vitest'
import {
  addressesToLinks,
  collectionOf,
  findLinks,
  idInAddress,
  itemAddress,
  itemLink,
  kindOf,
  linkedIds,
  linksToAddresses,
} from './item-links'

const TODO = 'todo:3f2a9c0d1e2b3a4c5d6e'
const NOTE = 'note:0123456789abcdef0123'

describe('item links', () => {
  it('names an item by id and shows its title, readable as Markdown', () => {
    expect(itemLink(TODO, 'Book flights')).toBe(`[Book flights](hearth:${TODO})`)
    expect(findLinks(`Do it: ${itemLink(TODO, 'Book flights')}.`)).toEqual([
      { id: TODO, title: 'Book flights', from: 7, to: 7 + itemLink(TODO, 'Book flights').length },
    ])
  })

  it('keeps brackets and backslashes in a title, and writes one line', () => {
    const link = itemLink(NOTE, 'Plan [draft] \\ v2\nsecond line')
    expect(link).toBe(`[Plan \\[draft\\] \\\\ v2 second line](hearth:${NOTE})`)
    expect(findLinks(link)[0]!.title).toBe('Plan [draft] \\ v2 second line')
    expect(itemLink(NOTE, '   ')).toBe(`[Untitled](hearth:${NOTE})`)
  })

  it('finds every link once, and nothing in ordinary links', () => {
    const text = [
      itemLink(TODO, 'A'),
      '[site](https://example.com)',
      itemLink(NOTE, 'B'),
      itemLink(TODO, 'A again'),
      '[broken](hearth:todo:)',
      '[other](hearth:widget:abc)',
    ].join(' ')
    expect(linkedIds(text)).toEqual([TODO, NOTE])
    expect(linkedIds(undefined)).toEqual([])
  })

  it('knows each kind by the prefix of its id', () => {
    expect(kindOf(TODO)).toBe('todo')
    expect(kindOf('folder:abc')).toBe('folder')
    expect(collectionOf('list:abc')).toBe('todoLists')
    expect(collectionOf('bookmark:abc')).toBe('bookmarks')
    expect(kindOf('widget:abc')).toBeNull()
    expect(kindOf('todo:has space')).toBeNull()
    expect(kindOf('nothing')).toBeNull()
  })

  it('gives each item an address on the page Hearth is served from, and reads it back', () => {
    const address = itemAddress(TODO, 'https://hearth.example/app/?x=1#/notes/abc')
    expect(address).toBe(`https://hearth.example/app/?x=1#/go/${TODO}`)
    expect(idInAddress(address)).toBe(TODO)
    expect(idInAddress(`  ${address}\n`)).toBe(TODO)
    expect(idInAddress('https://example.com/#/notes/abc')).toBeNull()
    expect(idInAddress(`see ${address}`)).toBeNull()
  })

  it('writes links as addresses with current titles for files, and reads them back', () => {
    const text = `Call ${itemLink(TODO, 'Old title')} and ${itemLink(NOTE, 'Gone')}`
    const base = 'http://localhost:4173/'
    const out = linksToAddresses(text, (id) => (id === TODO ? 'New [title]' : undefined), base)
    expect(out).toBe(
      `Call [New \\[title\\]](http://localhost:4173/#/go/${TODO}) and [Gone](http://localhost:4173/#/go/${NOTE})`,
    )
    expect(addressesToLinks(out)).toBe(
      `Call [New \\[title\\]](hearth:${TODO}) and [Gone](hearth:${NOTE})`,
    )
    expect(addressesToLinks('[a](https://example.com/#/todos)')).toBe(
      '[a](https://example.com/#/todos)',
    )
  })
})
