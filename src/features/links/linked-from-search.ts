import {
  Bookmark,
  Circle,
  CircleCheck,
  Folder,
  ListTodo,
  NotebookPen,
  type LucideIcon,
} from 'lucide-react'
import { linkedTitle, readLinkedItems, type ItemReader } from '@/data/linked-items-read'
import type { LinkedItem } from '@/data/linked-items'
import { openedWorkspace } from '@/data/workspaces'
import { itemPath, KIND_LABELS, linkedIds, type LinkKind } from '@/lib/item-links'
import { useSearchProviders, type SearchResult } from '@/lib/search-providers'

/** Most items the palette lists for one query. */
const LIMIT = 8

/** The providers whose results link to items, and how many of each one's best are followed. */
const LINKING_PROVIDERS = ['notes', 'todos']
const LINKING_PER_PROVIDER = 4

/** Most items linked to that are read: those in the Trash or missing are left out after. */
const CANDIDATES = 40

type LiveItem = Exclude<LinkedItem, { state: 'missing' }>

const ICONS: Record<Exclude<LinkKind, 'todo'>, LucideIcon> = {
  note: NotebookPen,
  bookmark: Bookmark,
  list: ListTodo,
  folder: Folder,
}

const iconOf = (item: LiveItem): LucideIcon =>
  item.kind === 'todo' ? (item.record.done ? CircleCheck : Circle) : ICONS[item.kind]

/** The Markdown a linking record links from: a note's body, a todo's notes. */
const linkingText = (item: LiveItem): string =>
  item.kind === 'note' ? item.record.body : item.kind === 'todo' ? item.record.notes : ''

/**
 * The best few records of each linking provider's results for `query`, taking turns (the best
 * note, the best todo, the second note…), as item ids.
 */
async function linkingIds(query: string): Promise<string[]> {
  const { providers } = useSearchProviders.getState()
  const answers = await Promise.all(
    LINKING_PROVIDERS.map(async (id) => {
      const provider = providers.find((p) => p.id === id)
      const results = provider ? await provider.search(query).catch(() => []) : []
      return results.flatMap((result) => result.item ?? []).slice(0, LINKING_PER_PROVIDER)
    }),
  )
  const ids: string[] = []
  for (let i = 0; i < LINKING_PER_PROVIDER; i++)
    for (const answer of answers) if (answer[i]) ids.push(answer[i]!)
  return ids
}

/**
 * Items by the titles of what links to them ('todos linked from Weekly review'): the notes and
 * todos the palette's own providers find for `query`, read by id, and what their text links to,
 * each item once, under the first record that links to it. Only those few records and items
 * are read, by id (`readLinkedItems`). What is in the Trash, or missing, is left out.
 */
export async function linkedFrom(workspace: ItemReader, query: string): Promise<SearchResult[]> {
  if (!query.trim()) return []
  const ids = await linkingIds(query)
  const linking = await readLinkedItems(workspace, ids)
  const from = new Map<string, string>()
  for (const id of ids) {
    const record = linking.get(id)
    if (record?.state !== 'live') continue
    for (const target of linkedIds(linkingText(record)))
      if (target !== id && !from.has(target)) from.set(target, linkedTitle(record))
  }
  const candidates = [...from.keys()].slice(0, CANDIDATES)
  const items = await readLinkedItems(workspace, candidates)
  return candidates
    .flatMap((id) => {
      const item = items.get(id)
      return item && item.state === 'live' ? [item] : []
    })
    .slice(0, LIMIT)
    .map((item) => ({
      id: `linked-from:${item.id}`,
      item: item.id,
      title: linkedTitle(item),
      detail: `${KIND_LABELS[item.kind]} · linked from ${from.get(item.id)!}`,
      icon: iconOf(item),
      run: ({ navigate }) => navigate(itemPath(item.id)),
    }))
}

/** `linkedFrom` in the active workspace, for the search palette. */
export async function searchLinkedFrom(query: string): Promise<SearchResult[]> {
  if (!query.trim()) return []
  // Searched as the page starts, the workspace is not open yet: its answers once it is.
  const workspace = await openedWorkspace()
  return workspace ? linkedFrom(workspace, query) : []
}
