import { DropdownMenu as MenuPrimitive } from 'radix-ui'
import {
  cloneElement,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react'
import { cn } from '@/lib/cn'
import { noteMenuOpener } from './menu-opener'

type TriggerProps = {
  onPointerDown?: (event: PointerEvent) => void
  onKeyDown?: (event: KeyboardEvent) => void
  'aria-haspopup'?: 'menu'
  'aria-expanded'?: boolean
}

/**
 * A menu of actions behind a button (Radix: arrow keys, typeahead, Esc, focus return). Items are
 * `MenuItem`s; a submenu is `MenuSub`. Until it is first opened only its button is rendered, so
 * a list with a menu on every row stays cheap.
 */
export function Menu({
  trigger,
  children,
  align = 'end',
  label,
  onOpenChange,
}: {
  /** The button that opens it (rendered as the trigger, `asChild`). */
  trigger: ReactElement<TriggerProps>
  children: ReactNode
  align?: 'start' | 'center' | 'end'
  /** Accessible name of the menu itself. */
  label?: string
  onOpenChange?: (open: boolean) => void
}) {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const content = useRef<HTMLDivElement>(null)
  const change = (next: boolean) => {
    setOpen(next)
    onOpenChange?.(next)
  }
  if (!used) {
    const start = () => {
      setUsed(true)
      change(true)
    }
    // The same gestures Radix's trigger answers: a primary press, Enter, Space or ↓.
    return cloneElement(trigger, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerDown: (event: PointerEvent) => {
        if (event.button !== 0 || event.ctrlKey) return
        event.preventDefault()
        start()
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (!['Enter', ' ', 'ArrowDown'].includes(event.key)) return
        event.preventDefault()
        start()
      },
    })
  }
  return (
    <MenuPrimitive.Root open={open} onOpenChange={change}>
      <MenuPrimitive.Trigger asChild ref={button}>
        {trigger}
      </MenuPrimitive.Trigger>
      <MenuPrimitive.Portal>
        <MenuPrimitive.Content
          ref={content}
          onCloseAutoFocus={(event) => {
            // An item opened a dialog whose field took the focus: it keeps it (given back to the
            // button, the dialog would take it again to its first control, 'Close').
            const active = document.activeElement
            if (!active || active === document.body || content.current?.contains(active)) return
            event.preventDefault()
            noteMenuOpener(button.current)
          }}
          align={align}
          sideOffset={4}
          collisionPadding={8}
          aria-label={label}
          className={contentClass}
        >
          {children}
        </MenuPrimitive.Content>
      </MenuPrimitive.Portal>
    </MenuPrimitive.Root>
  )
}

const contentClass =
  'z-50 min-w-44 rounded-md border border-border bg-surface p-1 text-sm text-fg shadow-lg data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in'

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-surface-2 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-fg-muted'

export function MenuItem({
  className,
  destructive,
  ...props
}: ComponentProps<typeof MenuPrimitive.Item> & { destructive?: boolean }) {
  return (
    <MenuPrimitive.Item
      className={cn(itemClass, destructive && 'text-error [&_svg]:text-error', className)}
      {...props}
    />
  )
}

export function MenuSeparator() {
  return <MenuPrimitive.Separator className="my-1 h-px bg-border" />
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return (
    <MenuPrimitive.Label className="px-2 py-1 text-xs text-fg-muted">
      {children}
    </MenuPrimitive.Label>
  )
}

/** A submenu: `label` is its item, `children` its items. */
export function MenuSub({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <MenuPrimitive.Sub>
      <MenuPrimitive.SubTrigger className={itemClass}>{label}</MenuPrimitive.SubTrigger>
      <MenuPrimitive.Portal>
        <MenuPrimitive.SubContent sideOffset={4} collisionPadding={8} className={contentClass}>
          {children}
        </MenuPrimitive.SubContent>
      </MenuPrimitive.Portal>
    </MenuPrimitive.Sub>
  )
}
