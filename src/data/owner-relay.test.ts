// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { OwnerDocuments, type OwnerDocument, type OwnerPage } from './owner-document'
import { relayWorkspace, titles } from './owner-relay-testing'
import { Workspace } from './workspace'

// The owner chosen by a Web Lock where there is no SharedWorker: pages talk to it over a
// BroadcastChannel, and when its tab goes another owner takes up what it had not stored.

afterEach(() => {
  localStorage.clear()
  delete window.hearthEarlyReads
})

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The owner 'A', whose documents note each page they let go of (`detached`), and a page on it
 * that has stored a todo.
 */
async function pageOnDetachingOwner() {
  const { owner, open } = await relayWorkspace()
  const detached: OwnerPage[] = []
  const documents = new (class extends OwnerDocuments {
    override async detach(document: OwnerDocument, page: OwnerPage) {
      detached.push(page)
      await super.detach(document, page)
    }
  })()
  owner('A', documents)
  const page = await open()
  page.repository('todos').create({ title: 'Kept' })
  await page.commands.stored()
  return { owner, page, detached }
}

describe('the owner chosen by a Web Lock', () => {
  it('stores a page’s writes, and those the last owner had not stored once another takes over', async () => {
    const { id, owner, open } = await relayWorkspace()
    const first = owner('A')
    const page = await open()
    expect(page.hasDoc).toBe(false)
    page.repository('todos').create({ title: 'Through the first owner' })
    await page.commands.stored()

    // The owning tab goes: what the page writes now reaches no one until the next owner says so.
    first.close()
    page.repository('todos').create({ title: 'As the owner went' })
    await wait(20)
    owner('B')
    await page.commands.stored()
    page.repository('todos').create({ title: 'Through the next owner' })
    await page.commands.stored()
    await page.close()
    expect(await titles(id)).toEqual([
      'As the owner went',
      'Buy stamps',
      'Post the letter',
      'Through the first owner',
      'Through the next owner',
    ])
  })

  it('does not apply again a write the last owner stored and could not answer', async () => {
    const { id, owner, open } = await relayWorkspace()
    const before = await Workspace.open(id)
    const todo = before.records('todos').find((record) => record.title === 'Buy stamps')!
    await before.close()
    const first = owner('A')
    const page = await open()
    const todos = page.repository('todos')
    todos.create({ title: 'Through the first owner' })
    await page.commands.stored()
    // The owner stores the rename, and goes before its answer is out.
    first.mute = true
    todos.update(todo.id, { title: 'Stored, not answered' })
    const titleOf = async () => {
      delete window.hearthEarlyReads
      const stored = await Workspace.open(id)
      const title = stored.records('todos').find((record) => record.id === todo.id)?.title
      await stored.close()
      return title
    }
    await expect.poll(titleOf, { timeout: 5_000 }).toBe('Stored, not answered')
    first.close()
    // Meanwhile another tab renamed it again (a page with the document).
    const other = await Workspace.open(id)
    other.repository('todos').update(todo.id, { title: 'Renamed since' })
    await other.close()

    owner('B')
    await page.commands.stored()
    await page.close()
    expect(await titles(id)).toContain('Renamed since')
  })

  it('stores what it holds as it leaves, and the next owner takes up what it did not answer', async () => {
    const { id, owner, open } = await relayWorkspace()
    const first = owner('A')
    const page = await open()
    page.repository('todos').create({ title: 'Before it left' })
    await page.commands.stored()
    // Asked as it leaves (its tab hid while another waits): answered by the next owner.
    page.repository('todos').create({ title: 'As it left' })
    await first.leave()
    page.repository('todos').create({ title: 'After it left' })
    owner('B')
    await page.commands.stored()
    await page.close()
    expect(await titles(id)).toEqual([
      'After it left',
      'As it left',
      'Before it left',
      'Buy stamps',
      'Post the letter',
    ])
  })

  it('clears the page’s undo history when another owner takes over', async () => {
    const { owner, open, history } = await relayWorkspace()
    const first = owner('A')
    const page = await open()
    page.repository('todos').create({ title: 'Undoable' })
    await page.commands.stored()
    first.close()
    owner('B')
    await wait(50)
    // The next owner has none of the last one's steps.
    expect(history()?.undo()).toBe(false)
    await page.close()
  })

  it('never goes back to an owner that lost the lock (a frozen tab’s, thawed)', async () => {
    const { id, owner, open, say } = await relayWorkspace()
    owner('A')
    const page = await open()
    page.repository('todos').create({ title: 'Through the first owner' })
    await page.commands.stored()
    // The first owner's tab is frozen and its lock taken: the next owner serves.
    owner('B')
    await wait(50)
    // Thawed, the first owner answers a page's hello before it hears it lost the lock.
    say({ owner: 'A', term: 1 })
    await wait(20)
    page.repository('todos').create({ title: 'After the thaw' })
    await page.commands.stored()
    await page.close()
    expect(await titles(id)).toContain('After the thaw')
  })

  it('leaves, stored first, when it hears of a later owner', async () => {
    const { owner, page, detached } = await pageOnDetachingOwner()
    // Its tab, frozen, lost the lock; its worker still hears (the tab has not yet thawed).
    owner('B')
    await expect.poll(() => detached.length).toBe(1)
    await page.close()
  })

  it('closes what a page had open once the page is gone (its lock given to the owner)', async () => {
    const { page, detached } = await pageOnDetachingOwner()
    expect(detached).toHaveLength(0)
    await page.close()
    await expect.poll(() => detached.length).toBe(1)
  })
})
