import { useLayoutEffect, useMemo, useRef, type MouseEvent } from 'react'
import { renderMarkdown } from '@/lib/markdown'
import { cn } from '@/lib/cn'
import { useItemLinks } from './item-views'

/**
 * Markdown kept with an item (a todo's notes, a bookmark's note) rendered read-only, with its
 * links to items showing their current state (`useItemLinks`): a linked todo's checkbox ticks
 * it, a bookmark opens its page. Its own tasks' checkboxes are shown, not ticked (the text is
 * edited in its field), and `[[Title]]` is text: only a note resolves note titles.
 */
export function LinkedMarkdown({ text, className }: { text: string; className?: string }) {
  const { resolveItem, onItemClick } = useItemLinks(text)
  const html = useMemo(() => renderMarkdown(text, null, resolveItem), [text, resolveItem])
  const root = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    root.current
      ?.querySelectorAll<HTMLInputElement>('input[data-task]')
      .forEach((box) => (box.disabled = true))
  }, [html])
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (onItemClick(event.target as Element, false)) event.preventDefault()
  }
  return (
    // Clicks bubble up from the rendered text's own controls, keyboard-reachable themselves.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={root}
      className={cn('markdown-body', className)}
      onClick={onClick}
      // Sanitised by DOMPurify in renderMarkdown: nothing stored is ever executed.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
