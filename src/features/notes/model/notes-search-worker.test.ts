// @vitest-environment happy-dom
// The worker hears the workspace's rows change through BroadcastChannel: this file runs alone.
import { afterEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { workspaceRowsName } from '@/data/rows'
import type { Workspace } from '@/data/workspace'
import { createRowSearchService, type SearchAnswer } from '@/lib/row-search'
import { openTestWorkspace } from '@/testing/test-workspace'
import { noteSearch } from './notes-index'

let workspace: Workspace | null = null
afterEach(async () => {
  await workspace?.close()
  workspace = null
})

it('the notes search worker finds notes by title, body and tag from the rows, and follows edits of the text', async () => {
  workspace = await openTestWorkspace('notes-search-worker')
  const notes = workspace.repository('notes')
  const bread = notes.create({ title: 'Bread', body: 'Walnut and banana flour', tags: ['baking'] })
  notes.create({ title: 'Cinnamon rolls', body: 'Proof twice' })
  await workspace.persistence.rows!.settled()

  const answers: SearchAnswer[] = []
  const search = createRowSearchService(noteSearch, (answer) => answers.push(answer))
  let asked = 0
  const ask = async (text: string) => {
    const id = ++asked
    await search.handle({ type: 'search', id, text })
    const answer = answers.find((a) => a.type === 'result' && a.id === id)
    return answer?.type === 'result' ? answer.ids : undefined
  }
  await search.handle({ type: 'open', database: workspaceRowsName('notes-search-worker') })
  expect(await ask('walnutz')).toEqual([bread.id])
  expect(await ask('baking')).toEqual([bread.id])
  // One letter looks at titles and tags only.
  expect(await ask('w')).toEqual([])

  notes.update(bread.id, { body: 'Rye and seeds' })
  await workspace.persistence.flush()
  for (let i = 0; i < 100 && !answers.some((a) => a.type === 'changed'); i++)
    await new Promise((r) => setTimeout(r, 10))
  expect(await ask('seeds')).toEqual([bread.id])
  expect(await ask('walnut')).toEqual([])
  search.close()
})
