import { Bookmark } from 'lucide-react'
import { EmptyState } from '@/components/ui/empty-state'

/** Bookmarks: 'coming soon' until its screens are built; its records (`bookmarkFolders`, `bookmarks`) exist in `data/`. */
export default function BookmarksPage() {
  return (
    <div className="px-6 py-8">
      <h1 className="sr-only">Bookmarks</h1>
      <EmptyState icon={Bookmark} title="Bookmarks are coming soon">
        Your links in folders, searchable, imported from your browser in one go.
      </EmptyState>
    </div>
  )
}
