import MiniSearch, { type Options } from 'minisearch'
import type { IndexedText, TextIndex } from './index-server'

/** A full-text index by MiniSearch (prefix and typo-tolerant, as `options` say). */
export function miniSearchIndex(options: Options<IndexedText>): TextIndex {
  const mini = new MiniSearch<IndexedText>({ ...options, storeFields: [] })
  const held = new Set<string>()
  return {
    put(records) {
      for (const record of records) {
        if (held.has(record.id)) mini.discard(record.id)
        held.add(record.id)
      }
      mini.addAll(records)
    },
    discard(ids) {
      for (const id of ids) if (held.delete(id)) mini.discard(id)
    },
    search: (text, fields) =>
      mini.search(text, fields ? { fields } : {}).map((result) => String(result.id)),
  }
}
