/**
 * Just enough of the Hocuspocus wire format to account for a message before Hocuspocus handles
 * it: every message starts with the document name (a lib0 varString) and a varUint type.
 */
export const MessageType = {
  Sync: 0,
  Awareness: 1,
  Auth: 2,
  QueryAwareness: 3,
  Stateless: 5,
  BroadcastStateless: 6,
  Close: 7,
  SyncStatus: 8,
} as const

const decoder = new TextDecoder('utf-8', { fatal: false })

function readVarUint(data: Uint8Array, at: number): [value: number, next: number] | null {
  let value = 0
  for (let shift = 0, i = at; i < data.length && shift < 35; shift += 7, i++) {
    const byte = data[i]!
    value += (byte & 0x7f) * 2 ** shift
    if (byte < 0x80) return [value, i + 1]
  }
  return null
}

/** The document name and type of a message; null when it does not even parse that far. */
export function peekMessage(data: Uint8Array): { documentName: string; type: number } | null {
  const length = readVarUint(data, 0)
  if (!length || length[1] + length[0] > data.length) return null
  const end = length[1] + length[0]
  const type = readVarUint(data, end)
  if (!type) return null
  return { documentName: decoder.decode(data.subarray(length[1], end)), type: type[0] }
}

/** `${userId}/${docId}`: the user's namespace and a document id the client chose. */
const DOCUMENT_NAME = /^(u_[A-Za-z0-9]{1,40})\/([A-Za-z0-9:_-]{1,120})$/

export function parseDocumentName(name: string): { userId: string; docId: string } | null {
  const match = DOCUMENT_NAME.exec(name)
  return match ? { userId: match[1]!, docId: match[2]! } : null
}
