/**
 * What this device keeps in localStorage for one workspace, outside its document: each entry
 * sits under `hearth:<kind>:<workspace id>:<name>`, with its kind listed here, so that deleting
 * the workspace (`deleteWorkspace` in src/data) finds and removes them all without knowing the
 * features that wrote them. A new kind of per-workspace entry is added to this list.
 */
const KINDS = ['tool-input'] as const
export type WorkspaceEntryKind = (typeof KINDS)[number]

/**
 * The most characters an entry may hold. localStorage has room for about 5.2 million characters
 * for the whole site, shared with the settings and the journal of unsaved edits: entries of
 * every workspace must never crowd those out.
 */
export const WORKSPACE_ENTRY_MAX = 100_000

/** Whether an error is the browser refusing a write because its storage for the site is full. */
export const isQuotaError = (error: unknown) =>
  error instanceof DOMException &&
  (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')

/** The localStorage key of a workspace's entry of a kind. */
export const workspaceEntryKey = (kind: WorkspaceEntryKind, workspaceId: string, name: string) =>
  `hearth:${kind}:${workspaceId}:${name}`

/** Every stored key that matches `keep`, read before any is removed (removing reorders them). */
function storedKeys(keep: (key: string) => boolean): string[] {
  const keys: string[] = []
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i)
    if (key !== null && keep(key)) keys.push(key)
  }
  return keys
}

/** Removes every entry kept for a workspace (it is being deleted). */
export function forgetWorkspaceEntries(workspaceId: string) {
  const prefixes = KINDS.map((kind) => `hearth:${kind}:${workspaceId}:`)
  try {
    for (const key of storedKeys((key) => prefixes.some((prefix) => key.startsWith(prefix))))
      localStorage.removeItem(key)
  } catch {
    /* storage unavailable */
  }
}

/**
 * Removes the entries of any workspace that are longer than {@link WORKSPACE_ENTRY_MAX} (stored
 * before there was a limit), to make room for a setting. Returns how many it removed.
 */
export function forgetOversizedEntries(): number {
  const prefixes = KINDS.map((kind) => `hearth:${kind}:`)
  try {
    const oversized = storedKeys(
      (key) =>
        prefixes.some((prefix) => key.startsWith(prefix)) &&
        (localStorage.getItem(key)?.length ?? 0) > WORKSPACE_ENTRY_MAX,
    )
    for (const key of oversized) localStorage.removeItem(key)
    return oversized.length
  } catch {
    return 0
  }
}

/**
 * Removes the longest entry of any workspace (a tool's remembered input: it can be typed again),
 * to make room for what cannot be: edits not saved yet. Returns whether there was one.
 */
export function forgetLongestEntry(): boolean {
  const prefixes = KINDS.map((kind) => `hearth:${kind}:`)
  try {
    let longest: string | null = null
    let length = -1
    for (const key of storedKeys((key) => prefixes.some((prefix) => key.startsWith(prefix)))) {
      const size = localStorage.getItem(key)?.length ?? 0
      if (size > length) [longest, length] = [key, size]
    }
    if (longest === null) return false
    localStorage.removeItem(longest)
    return true
  } catch {
    return false
  }
}
