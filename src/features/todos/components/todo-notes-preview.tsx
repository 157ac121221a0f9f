import { LinkedMarkdown } from '@/components/markdown/linked-markdown'

/**
 * A todo's notes rendered as Markdown. A chunk of its own: the Markdown library's code runs only
 * when a preview is asked for, not each time the Todos screen's code is fetched ahead. Links to
 * items show their current state: a linked todo's checkbox ticks it.
 */
export default function TodoNotesPreview({ notes }: { notes: string }) {
  return (
    <LinkedMarkdown
      text={notes.trim() ? notes : 'Nothing written yet.'}
      className="min-h-24 rounded-md border border-border p-3 text-sm"
    />
  )
}
