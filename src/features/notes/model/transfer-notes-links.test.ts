// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import '@/testing/fresh-indexeddb'
import { downloadBlob, downloadText } from '@/data/download'
import type * as Download from '@/data/download'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace } from '@/testing/test-workspace'
import { exportNote, exportNotesZip, readImportFile, readNoteFile } from './transfer-notes'

// Links between items in Markdown files: written as links to the items' addresses with their
// current titles, and read back as links to the same items.

vi.mock('@/data/download', async (original) => ({
  ...(await original<typeof Download>()),
  downloadBlob: vi.fn(),
  downloadText: vi.fn(),
}))

const PAGE = 'https://hearth.example/app/#/notes/note:x'
const ADDRESS = 'https://hearth.example/app/#/go/'

let workspace: Workspace
beforeEach(async () => {
  vi.stubGlobal('location', new URL(PAGE))
  workspace = await openTestWorkspace(`links-${Math.random()}`)
})
afterEach(async () => {
  await workspace.close()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

/** A workspace's todo and bookmark, and a note that links to them, to itself and to an unknown todo. */
function linkingNote() {
  const todo = workspace.repository('todos').create({ title: 'Call the bank' })
  const bookmark = workspace.repository('bookmarks').create({
    title: 'Old [draft]',
    url: 'https://example.com/',
  })
  const body = [
    '# Plans',
    '',
    `- [Call bank](hearth:${todo.id}) first`,
    `- [Draft](hearth:${bookmark.id}), [gone](hearth:todo:gone) and https://example.com/`,
  ].join('\n')
  const note = workspace.repository('notes').create({ title: 'Plans', body, tags: ['week'] })
  return { todo, bookmark, note }
}

/** The text of the one `.md` file `exportNote` saved. */
const savedText = () => {
  const [name, text, type] = vi.mocked(downloadText).mock.calls.at(-1)!
  expect(type).toBe('text/markdown;charset=utf-8')
  return new File([text], name)
}

it('writes item links as links to their addresses, with their current titles', async () => {
  const { todo, bookmark, note } = linkingNote()
  workspace.repository('todos').update(todo.id, { title: 'Call the bank today' })
  workspace.repository('bookmarks').trash([bookmark.id])
  await exportNote(workspace, workspace.store('notes').get(note.id)!)
  const file = savedText()
  expect(file.name).toBe('Plans.md')
  expect(await file.text()).toBe(
    [
      '---',
      'tags: [week]',
      '---',
      '# Plans',
      '',
      `- [Call the bank today](${ADDRESS}${todo.id}) first`,
      // In the Trash, still named by its title; unknown, by the title written.
      `- [Old \\[draft\\]](${ADDRESS}${bookmark.id}), [gone](${ADDRESS}todo:gone) and https://example.com/`,
    ].join('\n'),
  )
})

it('reads links to item addresses back as links to those items', async () => {
  const { todo, bookmark, note } = linkingNote()
  await exportNote(workspace, workspace.store('notes').get(note.id)!)
  const imported = await readNoteFile(savedText())
  expect(imported).toMatchObject({
    ok: true,
    title: 'Plans',
    tags: ['week'],
    body: [
      '# Plans',
      '',
      `- [Call the bank](hearth:${todo.id}) first`,
      `- [Old \\[draft\\]](hearth:${bookmark.id}), [gone](hearth:todo:gone) and https://example.com/`,
    ].join('\n'),
  })
  // An address of Hearth served elsewhere names the same item; other links stay as they are.
  const elsewhere = new File(
    [`[Bank](http://localhost:4173/#/go/${todo.id}) [Site](https://example.com/#/go)`],
    'x.md',
  )
  expect(await readNoteFile(elsewhere)).toMatchObject({
    body: `[Bank](hearth:${todo.id}) [Site](https://example.com/#/go)`,
  })
})

it("does the same for every note in 'Export all notes', and its .zip's import", async () => {
  const { todo, note } = linkingNote()
  const plain = workspace.repository('notes').create({ title: 'Plain', body: 'No links.' })
  const store = workspace.store('notes')
  await exportNotesZip(workspace, [store.get(note.id)!, store.get(plain.id)!])
  const [name, blob] = vi.mocked(downloadBlob).mock.calls.at(-1)!
  const read = await readImportFile(new File([blob], name))
  expect(read.map((file) => file.ok && [file.name, file.body])).toEqual([
    ['Plans.md', expect.stringContaining(`- [Call the bank](hearth:${todo.id}) first`)],
    ['Plain.md', '# Plain\n\nNo links.'],
  ])
})
