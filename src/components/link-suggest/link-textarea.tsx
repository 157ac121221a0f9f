import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type ComponentProps,
  type KeyboardEvent,
} from 'react'
import { useWorkspace } from '@/data/hooks'
import { itemLink } from '@/lib/item-links'
import { cn } from '@/lib/cn'
import { pastedLink } from './paste-link'
import { prepareSuggestions, type LinkSuggestion } from './suggest-items'
import { useLinkSuggest } from './use-link-suggest'

type TextareaProps = Omit<ComponentProps<'textarea'>, 'value' | 'onChange'>

/**
 * A Markdown text field where `[[` offers notes, todos, bookmarks, lists and folders to link to,
 * found as the search palette finds them; choosing one (Enter, or a click) writes a link that
 * names it by id (`[Title](hearth:<id>)`). Arrow keys move through the suggestions, Esc closes
 * them. An item's address pasted becomes the same link. `exclude`: the item whose text this is
 * (it does not link to itself).
 */
export function LinkTextarea({
  value,
  onChange,
  exclude,
  className,
  ...props
}: TextareaProps & { value: string; onChange: (value: string) => void; exclude?: string }) {
  const workspace = useWorkspace()
  const field = useRef<HTMLTextAreaElement>(null)
  const listId = useId()
  const { at, items, active, setActive, check, close } = useLinkSuggest(exclude)
  const caret = useRef<number | null>(null)
  useLayoutEffect(() => {
    if (caret.current === null || !field.current) return
    field.current.setSelectionRange(caret.current, caret.current)
    caret.current = null
  })

  // Esc closes the suggestions only, not the dialog around the field: taken before the dialog
  // (which listens on the document, in the capture phase) hears it.
  const open = !!at
  useEffect(() => {
    if (!open) return
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== field.current) return
      event.preventDefault()
      event.stopPropagation()
      close()
    }
    window.addEventListener('keydown', onEscape, true)
    return () => window.removeEventListener('keydown', onEscape, true)
  }, [open, close])

  const choose = (suggestion: LinkSuggestion) => {
    const box = field.current
    if (!box || !at) return
    const end = box.selectionStart ?? at.from
    const closed = value.slice(end, end + 2) === ']]'
    const link = itemLink(suggestion.id, suggestion.title)
    caret.current = at.from + link.length
    onChange(value.slice(0, at.from) + link + value.slice(closed ? end + 2 : end))
    close()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!at) return
    const count = items?.length ?? 0
    if (event.key === 'ArrowDown' && count) {
      event.preventDefault()
      setActive((active + 1) % count)
    } else if (event.key === 'ArrowUp' && count) {
      event.preventDefault()
      setActive((active - 1 + count) % count)
    } else if (event.key === 'Enter' && count && items?.[active]) {
      event.preventDefault()
      choose(items[active])
    }
  }

  const optionId = (index: number) => `${listId}-${index}`
  return (
    <div className="relative">
      <textarea
        {...props}
        ref={field}
        value={value}
        onChange={(event) => {
          onChange(event.target.value)
          check(event.target)
        }}
        onKeyDown={onKeyDown}
        onKeyUp={(event) => {
          if (event.key.startsWith('Arrow') && !at) check(event.currentTarget)
        }}
        onClick={(event) => check(event.currentTarget)}
        // What a search after `[[` needs is begun once the field has the focus, when idle.
        onFocus={(event) => {
          prepareSuggestions()
          props.onFocus?.(event)
        }}
        onPaste={(event) => {
          const box = event.currentTarget
          const pasting = pastedLink(workspace, event.clipboardData.getData('text/plain'))
          if (!pasting) return
          event.preventDefault()
          const [from, to] = [box.selectionStart, box.selectionEnd]
          void pasting.then((insert) => {
            // The text now: the link is written once the item is read.
            const text = box.value
            caret.current = from + insert.length
            onChange(text.slice(0, from) + insert + text.slice(to))
          })
        }}
        onBlur={close}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        className={className}
      />
      {open && (
        <div className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-md border border-border bg-surface text-sm shadow-lg">
          {items?.length ? (
            <ul
              id={listId}
              role="listbox"
              aria-label="Link to"
              className="max-h-64 overflow-y-auto py-1"
            >
              {items.map((item, index) => (
                <li
                  key={item.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  // Keeps the focus in the field, so the link is written where the caret is.
                  onMouseDown={(event) => {
                    event.preventDefault()
                    choose(item)
                  }}
                  className={cn(
                    'flex cursor-pointer items-baseline gap-2 px-3 py-1.5',
                    index === active && 'bg-surface-3',
                  )}
                >
                  <span className="truncate">{item.title}</span>
                  <span className="ml-auto shrink-0 text-xs text-fg-muted">{item.detail}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p id={listId} role="status" className="px-3 py-2 text-fg-muted">
              {!at.query.trim()
                ? 'Type to find a note, todo, bookmark, list or folder'
                : items
                  ? 'Nothing found'
                  : 'Searching…'}
            </p>
          )}
        </div>
      )}
    </div>
  )
}
