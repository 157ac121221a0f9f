import { Command as Cmdk } from 'cmdk'
import { CornerDownLeft, Search } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { useMemo } from 'react'
import { useNavigate } from 'react-router'
import { overlayClass, panelClass } from '@/components/ui/dialog'
import { availableCommands, useCommandRegistry, type Command } from '@/lib/command-registry'
import { cn } from '@/lib/cn'
import { useSearchStore } from './model/search-store'

/** The search palette's dialog: finds every page and command in the registry. */
export default function SearchPaletteBody() {
  const { open, setOpen } = useSearchStore()
  const commands = useCommandRegistry((state) => state.commands)
  const navigate = useNavigate()

  const groups = useMemo(() => {
    const byGroup = new Map<string, Command[]>()
    for (const command of open ? availableCommands(commands) : []) {
      byGroup.set(command.group, [...(byGroup.get(command.group) ?? []), command])
    }
    return [...byGroup]
  }, [commands, open])

  const run = (command: Command) => {
    setOpen(false)
    command.perform({ navigate: (to) => void navigate(to) })
  }

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClass} />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className={cn(panelClass, 'top-[15vh] max-w-xl translate-y-0 gap-0 overflow-hidden p-0')}
        >
          <DialogPrimitive.Title className="sr-only">Search</DialogPrimitive.Title>
          <Cmdk label="Search" loop className="flex min-h-0 flex-col">
            <div className="flex items-center gap-2 border-b border-border px-4">
              <Search aria-hidden className="size-4 text-fg-muted" />
              <Cmdk.Input
                placeholder="Search pages and commands…"
                className="h-12 flex-1 bg-transparent text-sm outline-none placeholder:text-fg-muted"
              />
            </div>
            <Cmdk.List className="max-h-[50vh] overflow-y-auto p-2">
              <Cmdk.Empty className="px-3 py-6 text-center text-sm text-fg-muted">
                Nothing matches.
              </Cmdk.Empty>
              {groups.map(([group, items]) => (
                <Cmdk.Group
                  key={group}
                  heading={group}
                  className="[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-fg-muted"
                >
                  {items.map((command) => {
                    const Icon = command.icon
                    return (
                      <Cmdk.Item
                        key={command.id}
                        value={`${command.group} ${command.label}`}
                        keywords={command.keywords}
                        onSelect={() => run(command)}
                        className="flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm data-[selected=true]:bg-surface-2"
                      >
                        {Icon && <Icon aria-hidden className="size-4 text-fg-muted" />}
                        <span className="flex-1">{command.label}</span>
                        {command.shortcut && (
                          <kbd className="rounded-sm border border-border px-1.5 font-mono text-xs text-fg-muted">
                            {command.shortcut}
                          </kbd>
                        )}
                      </Cmdk.Item>
                    )
                  })}
                </Cmdk.Group>
              ))}
            </Cmdk.List>
            <div className="flex items-center gap-2 border-t border-border px-4 py-2 text-xs text-fg-muted">
              <CornerDownLeft aria-hidden className="size-3" /> to choose · Esc to close
            </div>
          </Cmdk>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
