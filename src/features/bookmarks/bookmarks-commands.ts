import { BookmarkPlus } from 'lucide-react'
import type { Command } from '@/lib/command-registry'
import type { SearchProvider } from '@/lib/search-providers'
import { requestAddBookmark } from './model/add-request'

/** Bookmarks' commands: for the palette, and their keys (on Bookmarks only). */
export const BOOKMARKS_COMMANDS: Command[] = [
  {
    id: 'bookmarks:new',
    title: 'New bookmark',
    section: 'Bookmarks',
    icon: BookmarkPlus,
    keywords: ['bookmark', 'link', 'add', 'save', 'url'],
    // The palette offers it everywhere; the key works in Bookmarks, outside text fields.
    shortcut: 'B',
    when: { screen: '/bookmarks' },
    run: ({ navigate }) => {
      if (!location.hash.startsWith('#/bookmarks')) navigate('/bookmarks')
      // The screen may mount after the navigation: it reads the request when it does.
      requestAddBookmark()
    },
  },
  {
    id: 'bookmarks:search',
    title: 'Search bookmarks',
    section: 'Bookmarks',
    shortcut: '/',
    when: { screen: '/bookmarks' },
    palette: false,
    run: () => document.querySelector<HTMLInputElement>('[data-bookmark-search]')?.focus(),
  },
  // Keys the bookmarks handle themselves, listed for 'Keyboard shortcuts'.
  {
    id: 'bookmarks:move-up',
    title: 'Move bookmark up',
    section: 'Bookmarks',
    shortcut: 'Alt+ArrowUp',
    when: { screen: '/bookmarks' },
    local: true,
    palette: false,
    run: () => {},
  },
  {
    id: 'bookmarks:move-down',
    title: 'Move bookmark down',
    section: 'Bookmarks',
    shortcut: 'Alt+ArrowDown',
    when: { screen: '/bookmarks' },
    local: true,
    palette: false,
    run: () => {},
  },
]

/** Bookmarks in the palette, by title, address, description, tags and note; each opens its site. */
export const BOOKMARKS_SEARCH: SearchProvider = {
  id: 'bookmarks',
  group: 'Bookmarks',
  search: async (query) => (await import('./bookmarks-search')).searchBookmarksForPalette(query),
  prepare: () => import('./bookmarks-search').then((module) => module.prepareBookmarksSearch()),
}

/** Bookmark folders in the search palette, by name; each opens the folder. */
export const BOOKMARK_FOLDERS_SEARCH: SearchProvider = {
  id: 'bookmark-folders',
  group: 'Bookmark folders',
  search: async (query) => (await import('./folders-search')).searchBookmarkFolders(query),
}
