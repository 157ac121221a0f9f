import { useLayoutEffect, useMemo, useRef, type MouseEvent } from 'react'
import { useItemLinks } from '@/components/markdown/item-views'
import { useRecordSelect } from '@/data/hooks'
import { useDebounced } from '@/hooks/use-debounced'
import { renderMarkdown } from '@/lib/markdown'
import { useLinkTargets } from '../hooks/use-link-targets'
import { noteBody } from '../model/note-selectors'

/**
 * A note's body rendered through the same sanitiser as Notes (`renderMarkdown`: nothing stored
 * ever runs). Read-only: task boxes and '[[links]]' to missing notes are shown disabled, since
 * ticking or creating belongs to Notes ('Open in Notes').
 */
export default function RenderedNote({ noteId }: { noteId: string }) {
  // Following another tab's typing: render once it pauses, as the Notes preview does.
  const body = useDebounced(useRecordSelect('notes', noteId, noteBody), 150)
  // Other notes' titles only for a note that links to some.
  const { resolve } = useLinkTargets(noteId, body.includes('[['))
  // Linked items by their current titles (their controls disabled, as the tasks').
  const { resolveItem } = useItemLinks(body)
  const html = useMemo(
    () => renderMarkdown(body, resolve, resolveItem),
    [body, resolve, resolveItem],
  )
  const root = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    root.current
      ?.querySelectorAll<HTMLInputElement | HTMLButtonElement>('input, button')
      .forEach((control) => (control.disabled = true))
  }, [html])

  // A bare '#anchor' from the note's HTML would otherwise leave the Overview for a 404.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[href^="#"]')
    if (link && !link.getAttribute('href')!.startsWith('#/')) event.preventDefault()
  }

  if (!body.trim()) return <p className="flex-1 text-sm text-fg-muted">This note is empty.</p>
  return (
    // Only links take clicks here, and they are keyboard-reachable themselves.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={root}
      onClick={onClick}
      className="markdown-body min-h-0 flex-1 overflow-y-auto text-sm"
      // Sanitised by renderMarkdown (DOMPurify): nothing stored is ever executed.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
