import type { QuickAddResult } from './quick-add'

/**
 * Quick-add text read as all title, nothing recognised: before the parser (a chunk of its own,
 * with chrono-node) has loaded, and for text the parser would leave without a title.
 */
export const allTitle = (input: string): QuickAddResult => ({
  title: input.replace(/\s+/g, ' ').trim(),
  due: null,
  dueTime: null,
  list: null,
  tags: [],
  priority: null,
  repeat: null,
  parts: [],
})
