import { useMemo, type MouseEvent } from 'react'
import { useItemLinks } from '@/components/markdown/item-views'
import { renderMarkdown } from '@/lib/markdown'

/**
 * A todo's notes rendered as Markdown. A chunk of its own: the Markdown library's code runs only
 * when a preview is asked for, not each time the Todos screen's code is fetched ahead. Links to
 * items show their current state (`useItemLinks`): a linked todo's checkbox ticks it.
 */
export default function TodoNotesPreview({ notes }: { notes: string }) {
  const { resolveItem, onItemClick } = useItemLinks(notes)
  const html = useMemo(
    () =>
      notes.trim() ? renderMarkdown(notes, () => null, resolveItem) : '<p>Nothing written yet.</p>',
    [notes, resolveItem],
  )
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (onItemClick(event.target as Element, false)) event.preventDefault()
  }
  if (!html)
    return (
      <p className="min-h-24 rounded-md border border-border p-3 text-sm">Nothing written yet.</p>
    )
  return (
    // Clicks bubble up from the rendered notes' own controls, keyboard-reachable themselves.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className="markdown-body min-h-24 rounded-md border border-border p-3 text-sm"
      onClick={onClick}
      // Sanitised by DOMPurify in renderMarkdown, exactly as a note's preview.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
