import type { EditorView } from '@codemirror/view'
import {
  Bold,
  Code,
  Heading2,
  Italic,
  Link2,
  List,
  ListChecks,
  type LucideIcon,
} from 'lucide-react'
import { useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react'
import { Button } from '@/components/ui/button'
import { Tooltip } from '@/components/ui/tooltip'
import { FORMAT_ACTIONS } from './format-commands'

const ICONS: Record<string, LucideIcon> = {
  bold: Bold,
  italic: Italic,
  heading: Heading2,
  list: List,
  checklist: ListChecks,
  link: Link2,
  code: Code,
}

/** 'Mod-Shift-h' as ARIA writes it: 'Control+Shift+H'. */
const ariaShortcut = (key: string) =>
  key
    .split('-')
    .map((part) => (part === 'Mod' ? 'Control' : part.length === 1 ? part.toUpperCase() : part))
    .join('+')

/**
 * Formatting buttons, the same actions as the editor's shortcuts. One tab stop; the arrow
 * keys move between buttons (WAI-ARIA toolbar pattern).
 */
export function EditorToolbar({
  view,
  after,
}: {
  view: RefObject<EditorView | null>
  /** Shown after the toolbar, on its row (a tab stop of its own). */
  after?: ReactNode
}) {
  const [active, setActive] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  const onKeyDown = (event: KeyboardEvent) => {
    const last = FORMAT_ACTIONS.length - 1
    const next =
      event.key === 'ArrowRight'
        ? active === last
          ? 0
          : active + 1
        : event.key === 'ArrowLeft'
          ? active === 0
            ? last
            : active - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    setActive(next)
    buttons.current[next]?.focus()
  }

  return (
    <div className="flex items-center gap-2 border-b border-border pr-2">
      <div
        role="toolbar"
        aria-label="Formatting"
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="flex min-w-0 flex-1 flex-wrap gap-0.5 px-2 py-1"
      >
        {FORMAT_ACTIONS.map((action, i) => {
          const Icon = ICONS[action.id]!
          return (
            <Tooltip key={action.id} content={`${action.label} · ${action.shortcut}`}>
              <Button
                ref={(element) => {
                  buttons.current[i] = element
                }}
                look="ghost"
                size="sm"
                className="size-8 px-0"
                aria-label={action.label}
                aria-keyshortcuts={ariaShortcut(action.key)}
                tabIndex={i === active ? 0 : -1}
                // Keep the editor's selection: the action applies to it.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setActive(i)
                  if (view.current) action.run(view.current)
                }}
              >
                <Icon aria-hidden />
              </Button>
            </Tooltip>
          )
        })}
      </div>
      {after}
    </div>
  )
}
