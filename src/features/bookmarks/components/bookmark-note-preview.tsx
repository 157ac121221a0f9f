import { LinkedMarkdown } from '@/components/markdown/linked-markdown'

/**
 * A bookmark's note rendered as Markdown, under its row. A chunk of its own: the Markdown
 * library's code runs only when a note is shown, not each time the Bookmarks screen's code is
 * fetched. Its tasks are shown, not ticked here (the note is edited in 'Edit bookmark'); links
 * to items show their current state.
 */
export default function BookmarkNotePreview({ note }: { note: string }) {
  return <LinkedMarkdown text={note} className="text-sm" />
}
