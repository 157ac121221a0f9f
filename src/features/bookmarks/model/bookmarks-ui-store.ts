import * as z from 'zod/mini'
import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { deviceStorage } from '@/data/device-storage'
import { followOtherTabs, readPersisted } from '@/lib/persisted'

export type Layout = 'list' | 'grid'

const shape = {
  layout: z.enum(['list', 'grid']),
  expanded: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(5000)),
}
const DEFAULTS = { layout: 'list' as Layout, expanded: [] as string[] }

interface BookmarksUiState {
  /** 'List view' or 'Grid view', remembered on this device. */
  layout: Layout
  /** Folders open in the tree, remembered on this device. */
  expanded: string[]
  /** Selected bookmarks (for moving or deleting several). */
  selected: ReadonlySet<string>
  /** The last move or change said to screen readers. */
  announcement: string
  /** Whether search was asked for (its field focused): every bookmark is read for it then. */
  searchWanted: boolean
  /**
   * The view whose every bookmark 'Select all' is reading, to select them once read; any change
   * of the selection meanwhile ends it.
   */
  selectingAll: string | null
}

export const useBookmarksUi = create<BookmarksUiState>()(
  persist(
    () => ({
      ...DEFAULTS,
      selected: new Set<string>() as ReadonlySet<string>,
      announcement: '',
      searchWanted: false as boolean,
      selectingAll: null as string | null,
    }),
    {
      name: 'hearth:bookmarks-ui',
      version: 1,
      storage: deviceStorage(),
      partialize: ({ layout, expanded }) => ({ layout, expanded }),
      merge: (stored, current) => ({ ...current, ...readPersisted(shape, stored, DEFAULTS) }),
    },
  ),
)
followOtherTabs(useBookmarksUi, 'hearth:bookmarks-ui')

/** The search field was focused: its search will need every bookmark, read from now on. */
export const wantSearch = () => useBookmarksUi.setState({ searchWanted: true })

export const setLayout = (layout: Layout) => useBookmarksUi.setState({ layout })

export function setExpanded(id: string, open: boolean) {
  useBookmarksUi.setState(({ expanded }) => ({
    expanded: open
      ? expanded.includes(id)
        ? expanded
        : [...expanded, id]
      : expanded.filter((each) => each !== id),
  }))
}

export function toggleSelected(id: string, on?: boolean) {
  useBookmarksUi.setState(({ selected }) => {
    const next = new Set(selected)
    if (on ?? !next.has(id)) next.add(id)
    else next.delete(id)
    return { selected: next, selectingAll: null }
  })
}

export function setSelection(ids: Iterable<string>) {
  const selected = new Set(ids)
  const { selected: before, selectingAll } = useBookmarksUi.getState()
  // Clearing an empty selection changes nothing (and re-renders nothing).
  if (selected.size || before.size || selectingAll)
    useBookmarksUi.setState({ selected, selectingAll: null })
}

/** 'Select all' of a view (`key`) whose bookmarks are being read: selected once they are. */
export const selectAllOnceRead = (key: string) => useBookmarksUi.setState({ selectingAll: key })

/** Says something to screen readers, even when it is the same text as last time. */
export function announce(text: string) {
  useBookmarksUi.setState({ announcement: '' })
  queueMicrotask(() => useBookmarksUi.setState({ announcement: text }))
}
