import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it } from 'vitest'
import '@/testing/fresh-indexeddb'
import { TooltipProvider } from '@/components/ui/tooltip'
import { WORKSPACE_SETTINGS_ID } from '@/data/records/workspace-settings'
import type { Workspace } from '@/data/workspace'
import { openTestWorkspace, WithWorkspace } from '@/testing/test-workspace'
import { TaskbarPinnedLinks } from './components/taskbar-pinned-links'

let workspace: Workspace
let n = 0
beforeEach(async () => {
  workspace = await openTestWorkspace(`taskbar-pinned-links-${n++}`)
})
afterEach(() => workspace.close())

const pinnedLinks = () => workspace.store('settings').get(WORKSPACE_SETTINGS_ID)?.pinnedLinks

it('keeps a link another tab pinned when one is unpinned or moved here', () => {
  const bookmarks = workspace.repository('bookmarks')
  const [docs, mail, news] = ['Docs', 'Mail', 'News'].map((title) =>
    bookmarks.create({ title, url: `https://${title.toLowerCase()}.example.com/` }),
  )
  const settings = workspace.repository('settings')
  settings.create({ id: WORKSPACE_SETTINGS_ID, pinnedLinks: [docs!.id, mail!.id] })
  render(
    <TooltipProvider>
      <WithWorkspace workspace={workspace}>
        <TaskbarPinnedLinks onAnnounce={() => {}} />
      </WithWorkspace>
    </TooltipProvider>,
  )
  const pinned = screen.getByRole('list', { name: 'Pinned links' })
  // Another tab pins News; this tab has not shown it yet.
  settings.update(WORKSPACE_SETTINGS_ID, { pinnedLinks: [docs!.id, mail!.id, news!.id] })
  fireEvent.click(within(pinned).getByRole('button', { name: 'Move “Mail” up' }))
  expect(pinnedLinks()).toEqual([mail!.id, docs!.id, news!.id])

  settings.update(WORKSPACE_SETTINGS_ID, { pinnedLinks: [news!.id, mail!.id, docs!.id] })
  fireEvent.click(within(pinned).getByRole('button', { name: 'Unpin “Docs”' }))
  expect(pinnedLinks()).toEqual([news!.id, mail!.id])
})
