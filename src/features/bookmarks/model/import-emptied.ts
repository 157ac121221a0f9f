type Planned = { id: string; parentId?: string | null }

/** The planned folder `id` and the planned folders it is in. */
function withParents(byId: ReadonlyMap<string, Planned>, ids: Iterable<string | null | undefined>) {
  const out = new Set<string>()
  for (let id of ids)
    while (id && byId.has(id) && !out.has(id)) {
      out.add(id)
      id = byId.get(id)!.parentId
    }
  return out
}

/**
 * The planned folders without those that would come in empty because every bookmark the file
 * has for them is left out (already saved), with how many those are. A folder that is empty in
 * the file too comes in with the folder it is in. `folders` lists a parent before its children.
 */
export function withoutEmptiedFolders<F extends Planned>(
  folders: readonly F[],
  bookmarks: readonly { folderId?: string | null }[],
  fileLinksIn: ReadonlySet<string>,
): { folders: F[]; emptied: number } {
  const byId = new Map<string, Planned>(folders.map((f) => [f.id, f]))
  const filled = withParents(
    byId,
    bookmarks.map((b) => b.folderId),
  )
  const hadLinks = withParents(byId, fileLinksIn)
  const kept = new Set<string>()
  const out = folders.filter((folder) => {
    const parent = folder.parentId
    const parentComes = !parent || !byId.has(parent) || kept.has(parent)
    const keep = filled.has(folder.id) || (!hadLinks.has(folder.id) && parentComes)
    if (keep) kept.add(folder.id)
    return keep
  })
  return { folders: out, emptied: folders.length - out.length }
}
