import { useLayoutEffect, useMemo, useRef, type MouseEvent } from 'react'
import { useItemLinks } from '@/components/markdown/item-views'
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

/** Finds a checkbox again in new HTML: a task by its index, a linked todo by its id. */
const selectorOf = (box: HTMLElement) =>
  box.dataset.task !== undefined
    ? `input[data-task="${box.dataset.task}"]`
    : `input[data-item-todo="${CSS.escape(box.dataset.itemTodo ?? '')}"]`

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
  const { resolveItem, onItemClick } = useItemLinks(body)
  const html = useMemo(
    () => renderMarkdown(body, resolve, resolveItem),
    [body, resolve, resolveItem],
  )
  const root = useRef<HTMLDivElement>(null)
  // New HTML replaces the checkbox that had focus; give focus to its successor.
  const refocus = useRef<string | null>(null)
  useLayoutEffect(() => {
    if (refocus.current === null) return
    root.current?.querySelector<HTMLElement>(refocus.current)?.focus()
    refocus.current = null
  }, [html])

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement
    if (onItemClick(target, readOnly)) {
      event.preventDefault()
      if (document.activeElement === target) refocus.current = selectorOf(target)
      return
    }
    const task = target.closest<HTMLInputElement>('input[data-task]')
    if (task) {
      if (readOnly) return event.preventDefault()
      // The source is the truth: the checkbox follows once the text changes.
      event.preventDefault()
      if (document.activeElement === task) refocus.current = selectorOf(task)
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
