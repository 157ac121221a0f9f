import { renderMarkdown } from '@/lib/markdown'

/**
 * A todo's notes rendered as Markdown. A chunk of its own: the Markdown library's code runs only
 * when a preview is asked for, not each time the Todos screen's code is fetched ahead.
 */
export default function TodoNotesPreview({ notes }: { notes: string }) {
  return (
    <div
      className="markdown-body min-h-24 rounded-md border border-border p-3 text-sm"
      // Sanitised by DOMPurify in renderMarkdown, exactly as a note's preview.
      dangerouslySetInnerHTML={{
        __html: notes.trim() ? renderMarkdown(notes, () => null) : '<p>Nothing written yet.</p>',
      }}
    />
  )
}
