import { BookmarksScreen } from './components/bookmarks-screen'

/** `#/bookmarks` (All bookmarks), `?view=favourites|untagged`, `?folder=<id>`. */
export default function BookmarksPage() {
  return <BookmarksScreen />
}
