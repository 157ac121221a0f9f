// @vitest-environment happy-dom
// The worker hears the workspace's rows change through BroadcastChannel: this file runs alone.
import { afterEach, describe, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { workspaceRowsName } from '@/data/rows'
import { openTestWorkspace } from '@/testing/test-workspace'
import type { Workspace } from '@/data/workspace'
import { createSearchService, type SearchAnswer } from './search-service'

let workspace: Workspace | null = null
afterEach(async () => {
  await workspace?.close()
  workspace = null
})

/** A search service as the worker runs it, with what it answered so far. */
function service() {
  const answers: SearchAnswer[] = []
  const search = createSearchService((answer) => answers.push(answer))
  let asked = 0
  const ask = async (text: string) => {
    const id = ++asked
    await search.handle({ type: 'search', id, text })
    const answer = answers.find((a) => a.type === 'result' && a.id === id)
    return answer?.type === 'result' ? answer.ids : undefined
  }
  return { search, answers, ask }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10))
  expect(check()).toBe(true)
}

describe('the bookmarks search worker', () => {
  it('indexes the rows itself, ranks with typos forgiven, and follows every change', async () => {
    workspace = await openTestWorkspace('search-worker')
    const bookmarks = workspace.repository('bookmarks')
    const atlas = bookmarks.create({ title: 'Star atlas', url: 'https://stars.example/' })
    bookmarks.create({ title: 'Gardening', url: 'https://garden.example/', tags: ['plants'] })
    await workspace.persistence.rows!.settled()

    const { search, answers, ask } = service()
    await search.handle({ type: 'open', database: workspaceRowsName('search-worker') })
    expect(answers.at(-1)).toEqual({ type: 'ready' })
    expect(await ask('atlas')).toEqual([atlas.id])
    expect(await ask('atlaz')).toEqual([atlas.id])
    expect(await ask('plants')).toHaveLength(1)

    // A change, from this tab or another, reaches it once committed.
    bookmarks.update(atlas.id, { title: 'Moon map' })
    const comet = bookmarks.create({ title: 'Comet tracker', url: 'https://comets.example/' })
    await workspace.persistence.flush()
    await until(() => answers.filter((a) => a.type === 'changed').length >= 2)
    expect(await ask('atlas')).toEqual([])
    expect(await ask('moon')).toEqual([atlas.id])
    expect(await ask('comet')).toEqual([comet.id])
    bookmarks.remove(comet.id)
    await workspace.persistence.flush()
    await until(() => answers.filter((a) => a.type === 'changed').length >= 3)
    expect(await ask('comet')).toEqual([])
    search.close()
  })

  it('says it cannot answer while the rows are still being built, and answers once they are', async () => {
    workspace = await openTestWorkspace('search-worker-backfill')
    workspace.repository('bookmarks').create({ title: 'Star atlas', url: 'https://s.example/' })
    await workspace.persistence.flush()
    // A new workspace's rows are built a second after it opens: not yet.
    expect(workspace.persistence.rows!.isComplete).toBe(false)
    const { search, answers, ask } = service()
    await search.handle({ type: 'open', database: workspaceRowsName('search-worker-backfill') })
    expect(answers.at(-1)).toEqual({ type: 'unavailable' })
    expect(await ask('atlas')).toBeNull()
    await workspace.persistence.rows!.settled()
    await until(() => answers.some((a) => a.type === 'ready'))
    expect(await ask('atlas')).toHaveLength(1)
    search.close()
  })

  it('has nothing to say of a workspace that has no rows', async () => {
    const { search, answers } = service()
    await search.handle({ type: 'open', database: workspaceRowsName('never-opened') })
    expect(answers).toEqual([{ type: 'unavailable' }])
    search.close()
  })
})
