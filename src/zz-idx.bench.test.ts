import { it } from 'vitest'
import MiniSearch from 'minisearch'
import { generateSampleRecords } from '@/data/sample-data'
import { BOOKMARK_INDEX_OPTIONS } from '@/features/bookmarks/model/bookmarks-index-options'
import { BOOKMARK_TEXT } from '@/features/bookmarks/model/bookmarks-index-text'
import type { Bookmark } from '@/data/records/bookmark'

it('times', async () => {
  const recs = await generateSampleRecords('extraLarge', 1)
  const bms = recs.bookmarks as unknown as Bookmark[]
  const texts = bms.map((b) => BOOKMARK_TEXT.text(b))
  console.log(bms.length, JSON.stringify(texts[0]), JSON.stringify(texts[1]))
  for (const fields of [BOOKMARK_INDEX_OPTIONS.fields, ['title'], ['title', 'url'], ['title', 'tags'], ['description'], ['note']]) {
    for (let r = 0; r < 2; r++) {
      const mini = new MiniSearch({ ...BOOKMARK_INDEX_OPTIONS, fields, storeFields: [] })
      const t = performance.now()
      mini.addAll(texts)
      console.log(fields.join(','), (performance.now() - t).toFixed(0), 'ms', mini.termCount)
    }
  }
  const tok = BOOKMARK_INDEX_OPTIONS.tokenize!
  let t = performance.now(); let n = 0
  for (const x of texts) for (const f of BOOKMARK_INDEX_OPTIONS.fields) n += tok(String((x as any)[f] ?? ''), f).length
  console.log('tokenize', (performance.now() - t).toFixed(0), n)
}, 120000)
