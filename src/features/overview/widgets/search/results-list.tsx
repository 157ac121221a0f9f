import { autoUpdate, flip, offset, shift, size, useFloating } from '@floating-ui/react-dom'
import { useLayoutEffect, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { optionId } from './result-ids'
import type { HearthResult } from './use-hearth-results'

export interface ResultsListProps {
  id: string
  /** The field the list belongs to: it is placed under it, as wide as it. */
  anchor: RefObject<HTMLElement | null>
  results: readonly HearthResult[]
  /** Index of the result the arrow keys are on (-1: none). */
  active: number
  onChoose: (result: HearthResult) => void
}

/**
 * What Hearth found, as a listbox floating under the search field (outside the widget's card,
 * so even a two-row widget shows it). Focus stays in the field: the field's arrow keys move
 * through the options (`aria-activedescendant`); a click chooses one.
 */
export default function ResultsList({ id, anchor, results, active, onChoose }: ResultsListProps) {
  const { refs, floatingStyles } = useFloating({
    placement: 'bottom-start',
    strategy: 'fixed',
    middleware: [
      offset(4),
      flip(),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, availableHeight, elements }) {
          elements.floating.style.width = `${rects.reference.width}px`
          elements.floating.style.maxHeight = `${Math.min(availableHeight, 320)}px`
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  })
  useLayoutEffect(() => refs.setReference(anchor.current), [anchor, refs])
  return createPortal(
    <ul
      // eslint-disable-next-line react-hooks/refs -- floating-ui's callback ref, not a ref's value
      ref={refs.setFloating}
      id={id}
      role="listbox"
      aria-label="Found in Hearth"
      style={floatingStyles}
      className="z-40 overflow-y-auto rounded-lg border border-border bg-surface p-1 text-sm shadow-xl"
    >
      {results.map((result, index) => (
        // Chosen with the field's arrow keys and Enter, or a click; the field keeps the focus.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={result.key}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === active}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(result)}
          className="flex cursor-pointer items-baseline gap-2 rounded-md px-2 py-1.5 hover:bg-surface-2 aria-selected:bg-surface-3"
        >
          {result.icon && (
            <result.icon aria-hidden className="size-4 shrink-0 self-center text-fg-muted" />
          )}
          <span className="min-w-0 flex-1 truncate">{result.title}</span>
          <span className="shrink-0 text-xs text-fg-muted">{result.detail ?? result.group}</span>
        </li>
      ))}
    </ul>,
    document.body,
  )
}
