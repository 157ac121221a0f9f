import { Fragment, useId, useLayoutEffect, useMemo } from 'react'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { Kbd } from '@/components/ui/kbd'
import { dropBootFrame } from '@/lib/boot-keys'
import { useCommandRegistry, type Command } from '@/lib/command-registry'
import { formatShortcut, shortcutList } from '@/lib/shortcuts'
import { useShortcutsDialog } from './shortcuts-dialog-store'

/** Commands with shortcuts by section, 'General' first, the rest in the order registered. */
function shortcutSections(commands: readonly Command[]): [string, Command[]][] {
  const sections = new Map<string, Command[]>([['General', []]])
  for (const command of commands) {
    if (!shortcutList(command.shortcut).length) continue
    sections.set(command.section, [...(sections.get(command.section) ?? []), command])
  }
  return [...sections].filter(([, items]) => items.length)
}

/** 'Keyboard shortcuts': every registered shortcut, the note editor's own among them. */
export default function KeyboardShortcutsDialog() {
  const open = useShortcutsDialog((state) => state.open)
  const commands = useCommandRegistry((state) => state.commands)
  const sections = useMemo(() => shortcutSections(commands), [commands])
  const id = useId()
  // Its frame (the boot's, or the command host's while this code loaded) goes as it shows.
  useLayoutEffect(() => {
    if (open) dropBootFrame('dialog')
  }, [open])
  return (
    <Dialog open={open} onOpenChange={(next) => useShortcutsDialog.setState({ open: next })}>
      <DialogContent title="Keyboard shortcuts" width="max-w-lg">
        {/* Focusable, so the list scrolls by keyboard when it is longer than the dialog. */}
        <div
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe: a scrollable region must be focusable
          tabIndex={0}
          role="group"
          aria-label="Shortcuts by section"
          className="-mx-5 min-h-0 space-y-5 overflow-y-auto px-5 pb-1 focus-visible:outline-2 focus-visible:outline-accent"
        >
          {sections.map(([section, items], i) => (
            <section key={section} aria-labelledby={`${id}-${i}`}>
              <h3 id={`${id}-${i}`} className="pb-1 text-xs font-medium text-fg-muted">
                {section}
              </h3>
              <dl className="divide-y divide-border text-sm">
                {items.map((command) => (
                  <div key={command.id} className="flex items-center gap-4 py-1.5">
                    <dt className="flex-1">{command.title}</dt>
                    <dd className="flex items-center gap-1.5 text-xs text-fg-muted">
                      {shortcutList(command.shortcut).map((shortcut, n) => (
                        <Fragment key={shortcut}>
                          {n > 0 && ' or '}
                          <Kbd className="text-fg">{formatShortcut(shortcut)}</Kbd>
                        </Fragment>
                      ))}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  )
}
