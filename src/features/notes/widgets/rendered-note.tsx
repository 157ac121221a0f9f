import { useCallback, useLayoutEffect, useMemo, useRef, type MouseEvent } from 'react'
import { useRecordSelect } from '@/data/hooks'
import { useCollectionSelectSoon } from '@/data/soon-hooks'
import { useDebounced } from '@/hooks/use-debounced'
import { renderMarkdown } from '@/lib/markdown'
import { noteBody, sameStrings, titledNotes } from '../model/note-selectors'

const TITLES_ONLY = { ignoreText: true }
const NONE: string[] = []

/** `[[Title]]` → the note's id, as in Notes (lower-cased titles of notes outside the Trash). */
function useResolveTitle() {
  // Read in slices before the workspace's document: links resolve once the titles are here.
  const titled = useCollectionSelectSoon('notes', titledNotes, sameStrings, TITLES_ONLY, NONE)
  const byTitle = useMemo(() => {
    const map = new Map<string, string>()
    for (const pair of titled) {
      const tab = pair.indexOf('\t')
      map.set(pair.slice(tab + 1).toLowerCase(), pair.slice(0, tab))
    }
    return map
  }, [titled])
  return useCallback((title: string) => byTitle.get(title.trim().toLowerCase()) ?? null, [byTitle])
}

/**
 * A note's body rendered through the same sanitiser as Notes (`renderMarkdown`: nothing stored
 * ever runs). Read-only: task boxes and '[[links]]' to missing notes are shown disabled, since
 * ticking or creating belongs to Notes ('Open in Notes').
 */
export default function RenderedNote({ noteId }: { noteId: string }) {
  // Following another tab's typing: render once it pauses, as the Notes preview does.
  const body = useDebounced(useRecordSelect('notes', noteId, noteBody), 150)
  const resolve = useResolveTitle()
  const html = useMemo(() => renderMarkdown(body, resolve), [body, resolve])
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
