import { renderMarkdown } from '@/lib/markdown'

/**
 * A bookmark's note rendered as Markdown, under its row. A chunk of its own: the Markdown
 * library's code runs only when a note is shown, not each time the Bookmarks screen's code is
 * fetched. Read-only: a task's checkbox is shown, not ticked here (the note is edited in 'Edit
 * bookmark').
 */
export default function BookmarkNotePreview({ note }: { note: string }) {
  // Sanitised by DOMPurify in renderMarkdown, exactly as a note's preview.
  const html = renderMarkdown(note, () => null).replaceAll('<input ', '<input disabled="" ')
  return <div className="markdown-body text-sm" dangerouslySetInnerHTML={{ __html: html }} />
}
