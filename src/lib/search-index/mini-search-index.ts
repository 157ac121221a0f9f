import MiniSearch, { type Options } from 'minisearch'
import type { IndexedText, TextIndex } from './index-server'

declare const __APP_VERSION__: string
const APP_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0'

/**
 * A full-text index by MiniSearch (prefix and typo-tolerant, as `options` say). `format` names
 * the options (with Hearth's version) for an index stored between starts: change it when they
 * change, so that an index built with the old ones is built again.
 */
export function miniSearchIndex(options: Options<IndexedText>, format = 'v1'): TextIndex {
  const settings = { ...options, storeFields: [] }
  let mini = new MiniSearch<IndexedText>(settings)
  let held = new Set<string>()
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
    stored: {
      format: `${APP_VERSION}/${format}`,
      dump: () => JSON.stringify(mini),
      restore(dumped, ids) {
        const loaded = MiniSearch.loadJSON<IndexedText>(dumped, settings)
        // Read back with the records its prints name, or not at all.
        if (loaded.documentCount !== ids.length || ids.some((id) => !loaded.has(id)))
          throw new Error('The stored index does not hold the records stored with it')
        mini = loaded
        held = new Set(ids)
      },
    },
  }
}
