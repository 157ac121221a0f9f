// @vitest-environment happy-dom
import * as Y from 'yjs'
import { afterEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { until } from '@/testing/until'
import { DocumentHost } from './document-host'
import type { HostAnswer } from './host-protocol'
import { Workspace, workspaceDbName } from './workspace'

afterEach(() => localStorage.clear())

const NOTE = { id: 'note:new', title: 'New', body: '', createdAt: 1, updatedAt: 1 }

it('opens a text for the page once what was applied before it is stored', async () => {
  const first = await Workspace.open('owner-text')
  await first.close()
  const answers: HostAnswer[] = []
  const host = new DocumentHost((answer) => answers.push(answer))
  host.receive({ open: workspaceDbName('owner-text') })
  // A note made, then its body opened at once (the page goes on to type in it).
  host.receive({ seq: 1, change: { collection: 'notes', write: [NOTE] }, origin: 'local' })
  host.receive({ text: 1, collection: 'notes', field: 'body', id: NOTE.id })
  // A text closed before it was opened is never opened.
  host.receive({ text: 2, collection: 'notes', field: 'body', id: NOTE.id })
  host.receive({ text: 2, close: true })
  const at = (found: (answer: HostAnswer) => boolean) => answers.findIndex(found)
  const opened = (key: number) => at((a) => 'opened' in a && a.text === key)
  await until(() => opened(1) >= 0, 'the text opened', 5_000)
  // What the page types is made over the note as stored: its journal never needs a write lost.
  expect(at((a) => 'stored' in a && a.stored === 1)).toBeLessThan(opened(1))
  const typed = new Y.Doc()
  Y.applyUpdate(typed, (answers[opened(1)] as { opened: Uint8Array }).opened)
  expect(typed.getText('text').toString()).toBe('')
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(opened(2)).toBe(-1)
  await host.close()
})
