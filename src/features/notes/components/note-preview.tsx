import { useLayoutEffect, useMemo, useRef, type MouseEvent } from 'react'
import { renderMarkdown, type ResolveTitle } from '@/lib/markdown'

export interface NotePreviewProps {
  body: string
  resolve: ResolveTitle
  /** A task checkbox was clicked: the n-th task in the source. */
  onToggleTask: (index: number) => void
  /** A `[[link]]` to a note that does not exist was clicked. */
  onCreateNote: (title: string) => void
  readOnly: boolean
}

/**
 * The note rendered as GitHub-flavoured Markdown. The HTML is sanitised (see `markdown.ts`);
 * clicks are handled here, by delegation, never by anything in the note.
 */
export default function NotePreview({
  body,
  resolve,
  onToggleTask,
  onCreateNote,
  readOnly,
}: NotePreviewProps) {
  const html = useMemo(() => renderMarkdown(body, resolve), [body, resolve])
  const root = useRef<HTMLDivElement>(null)
  // New HTML replaces the checkbox that had focus; give focus to its successor.
  const refocus = useRef<number | null>(null)
  useLayoutEffect(() => {
    if (refocus.current === null) return
    root.current?.querySelector<HTMLElement>(`input[data-task="${refocus.current}"]`)?.focus()
    refocus.current = null
  }, [html])

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement
    const task = target.closest<HTMLInputElement>('input[data-task]')
    if (task) {
      if (readOnly) return event.preventDefault()
      // The source is the truth: the checkbox follows once the text changes.
      event.preventDefault()
      if (document.activeElement === task) refocus.current = Number(task.dataset.task)
      onToggleTask(Number(task.dataset.task))
      return
    }
    const missing = target.closest<HTMLElement>('[data-create-note]')
    if (missing && !readOnly) onCreateNote(missing.dataset.createNote ?? '')
    // Only links to Hearth's own pages ('#/…') navigate in the app; a bare '#anchor' from
    // the note's HTML would otherwise land on Overview.
    const link = target.closest<HTMLAnchorElement>('a[href^="#"]')
    if (link && !link.getAttribute('href')!.startsWith('#/')) event.preventDefault()
  }

  return (
    // Clicks bubble up from the rendered note's own controls (checkboxes, links), which
    // are keyboard-reachable themselves.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={root}
      className="markdown-body min-h-0 flex-1 overflow-y-auto px-4 py-4"
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
