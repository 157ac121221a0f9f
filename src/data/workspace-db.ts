/** The IndexedDB database of a workspace (its document's updates, its rows). */
export const workspaceDbName = (id: string) => `hearth:workspace:${id}`
