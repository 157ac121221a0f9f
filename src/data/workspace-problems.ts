import type * as Y from 'yjs'
import { SCHEMA_VERSION } from './doc/migrations'

/** What a workspace tells the user when it cannot work normally (`workspace.problem`). */
export interface WorkspaceProblem {
  title: string
  message: string
  /** Reloading is the cure (a newer Hearth elsewhere), not exporting or resetting. */
  reload?: boolean
}

export function describe(error: unknown): string {
  if (error instanceof Error) return error.message || error.name
  return String(error)
}

export const storageUnavailable = (error: unknown): WorkspaceProblem => ({
  title: 'Hearth cannot save in this browser',
  message: `Storage is unavailable (${describe(error)}). Your changes work until you close this tab; export them to keep them.`,
})

export const unreadable = (error: unknown): WorkspaceProblem => ({
  title: 'This workspace could not be read',
  message: `Its stored data failed to load (${describe(error)}). It is open read-only: export the raw data to keep it, or reset the workspace.`,
})

/**
 * The worker that stores a page's writes (the document's owner) failed: its code did not load
 * (Hearth was updated on the server meanwhile, or the network failed) or it stopped. What is
 * stored is fine and what the page sent is journaled as it goes: a reload, not a reset.
 */
export const ownerFailed = (error: unknown): WorkspaceProblem => ({
  title: 'Hearth stopped storing this workspace',
  message: `The part of Hearth that stores your changes failed (${describe(error)}). Nothing you changed is lost. Reload to continue.`,
  reload: true,
})

export const fromNewerHearth = (version: number, known: number): WorkspaceProblem => ({
  title: 'This workspace is from a newer Hearth',
  message: `It uses data version ${version}; this Hearth knows up to ${known}. It is open read-only so nothing is lost; update Hearth to edit it.`,
})

export const UPDATED_ON_ANOTHER_DEVICE: WorkspaceProblem = {
  title: 'Hearth was updated on another device',
  message: 'Hearth was updated on another device. Reload to continue.',
  reload: true,
}

export const UPDATED_IN_ANOTHER_TAB: WorkspaceProblem = {
  title: 'Hearth was updated in another tab',
  message: 'Hearth was updated in another tab. Reload to continue.',
  reload: true,
}

/**
 * Calls `onNewer` when a newer Hearth elsewhere migrates the document (its schema version rises
 * past this build's). Returns the function that stops watching.
 */
export function watchSchema(doc: Y.Doc, onNewer: () => void): () => void {
  const meta = doc.getMap('meta')
  const check = () => {
    const version = meta.get('schemaVersion')
    // Not from inside the update that brought it: what it sets off (sync stops, the page
    // shows the workspace again) must not run inside the sync provider's own handling.
    if (typeof version === 'number' && version > SCHEMA_VERSION) queueMicrotask(onNewer)
  }
  meta.observe(check)
  return () => meta.unobserve(check)
}
