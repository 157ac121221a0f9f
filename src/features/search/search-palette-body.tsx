import { Command as Cmdk } from 'cmdk'
import { CornerDownLeft, Search } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { useCallback, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { overlayClass } from '@/components/ui/dialog-classes'
import { Kbd } from '@/components/ui/kbd'
import {
  commandLabel,
  useCommandRegistry,
  type Command,
  type CommandContext,
} from '@/lib/command-registry'
import { preloadScreen } from '@/lib/screen-preload'
import type { SearchResult } from '@/lib/search-providers'
import { ariaKeyShortcuts, formatShortcut, onScreen, shortcutList } from '@/lib/shortcuts'
import { arrangeResults, commandValue } from './model/arrange-results'
import { useSearchStore } from './model/search-store'
import {
  palettePanelClass,
  SEARCH_PLACEHOLDER,
  searchFieldClass,
  searchRowClass,
} from './palette-shell'
import { usePaletteFocus } from './use-palette-focus'
import { usePreparedProviders, useProviderResults } from './use-provider-results'
import { useShellKeys } from './use-shell-keys'

/** The commands the palette offers right now: enabled ones that belong in it. */
const available = (commands: Command[]) =>
  commands.filter(
    (command) => command.palette !== false && !command.local && (command.enabled?.() ?? true),
  )

/** The search palette's dialog: finds every page and command in the registry. */
export default function SearchPaletteBody() {
  const { open, setOpen, query, setQuery } = useSearchStore()
  const commands = useCommandRegistry((state) => state.commands)
  const navigate = useNavigate()
  const { pathname } = useLocation()
  // The highlighted item (cmdk tells of a change only when it is held here).
  const [highlighted, setHighlighted] = useState('')
  const [found, foundAll] = useProviderResults(open ? query : '')
  usePreparedProviders(open)

  const offered = useMemo(() => (open ? available(commands) : []), [commands, open])
  // Filtered and ordered here, best match first (cmdk's own order kept its groups in place).
  const groups = useMemo(() => arrangeResults(offered, found, query), [offered, found, query])
  // The highlighted command's screen is fetched at once: Enter comes a moment later.
  const opens = useMemo(
    () =>
      new Map(
        offered.flatMap((command) =>
          command.opens ? [[commandValue(command), command.opens] as const] : [],
        ),
      ),
    [offered],
  )

  // The best match can change after the query did (a provider's results come later): the
  // highlight follows it, unless it was moved away from the top. Cleared, cmdk highlights
  // the first row again as the new rows mount.
  const top = groups[0]?.items[0]?.value ?? ''
  const [shownTop, setShownTop] = useState(top)
  if (top !== shownTop) {
    setShownTop(top)
    if (highlighted === shownTop) setHighlighted('')
  }

  const { returnFocus, takeOver, ranCommand } = usePaletteFocus()

  const run = useCallback(
    (action: (context: CommandContext) => void) => {
      ranCommand()
      setOpen(false)
      setQuery('')
      setHighlighted('')
      action({ navigate: (to) => void navigate(to) })
    },
    [navigate, setOpen, setQuery, ranCommand],
  )

  const highlight = useCallback(
    (value: string) => {
      setHighlighted(value)
      const path = opens.get(value)
      if (path) preloadScreen(path)
    },
    [opens],
  )
  const list = useRef<HTMLDivElement>(null)
  useShellKeys({ open, query, groups, foundAll, list, highlight, run })

  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        // Opened again, the palette highlights its first item, as it did the first time.
        if (!next) setHighlighted('')
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClass} />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className={palettePanelClass}
          {...returnFocus}
        >
          <DialogPrimitive.Title className="sr-only">Search</DialogPrimitive.Title>
          <Cmdk
            label="Search"
            loop
            // Ctrl+K must reach the app's key handler, to close the palette; cmdk's vim-style
            // Ctrl+J/K/N/P would take it. The arrow keys move through the list.
            vimBindings={false}
            // `arrangeResults` filters and orders the rows: cmdk kept its groups in the order
            // rendered, so a weak match in an earlier section came before an exact one.
            shouldFilter={false}
            value={highlighted}
            onValueChange={highlight}
            className="flex min-h-0 flex-col"
          >
            <div className={searchRowClass}>
              <Search aria-hidden className="size-4 text-fg-muted" />
              <Cmdk.Input
                ref={takeOver}
                value={query}
                onValueChange={setQuery}
                placeholder={SEARCH_PLACEHOLDER}
                className={searchFieldClass}
              />
            </div>
            <Cmdk.List
              ref={list}
              className="max-h-[50vh] overflow-y-auto p-2"
              aria-busy={!foundAll}
            >
              <Cmdk.Empty className="px-3 py-6 text-center text-sm text-fg-muted">
                {foundAll ? 'Nothing matches.' : 'Searching…'}
              </Cmdk.Empty>
              {groups.map(({ heading, items }) => (
                <Cmdk.Group key={heading} heading={heading} className={groupClass}>
                  {items.map((item) =>
                    item.kind === 'command' ? (
                      <CommandRow
                        key={item.value}
                        command={item.command}
                        value={item.value}
                        pathname={pathname}
                        onSelect={() => run(item.command.run)}
                      />
                    ) : (
                      <ResultRow
                        key={item.value}
                        result={item.result}
                        value={item.value}
                        onSelect={() => run(item.result.run)}
                      />
                    ),
                  )}
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

interface RowProps {
  value: string
  onSelect: () => void
}

function CommandRow({
  command,
  value,
  pathname,
  onSelect,
}: RowProps & { command: Command; pathname: string }) {
  const Icon = command.icon
  // Its keys, where they work: 'New note' is offered everywhere, Alt+N in Notes.
  const keys = onScreen(command.when?.screen, pathname) ? command.shortcut : undefined
  const shortcut = shortcutList(keys)[0]
  return (
    <Cmdk.Item
      value={value}
      onSelect={onSelect}
      aria-keyshortcuts={keys ? ariaKeyShortcuts(keys) : undefined}
      className={itemClass}
    >
      {Icon && <Icon aria-hidden className="size-4 text-fg-muted" />}
      <span className="flex-1">{commandLabel(command)}</span>
      {shortcut && <Kbd aria-hidden>{formatShortcut(shortcut)}</Kbd>}
    </Cmdk.Item>
  )
}

function ResultRow({ result, value, onSelect }: RowProps & { result: SearchResult }) {
  const Icon = result.icon
  return (
    <Cmdk.Item value={value} onSelect={onSelect} className={itemClass}>
      {Icon && <Icon aria-hidden className="size-4 shrink-0 text-fg-muted" />}
      <span className="min-w-0 flex-1">
        <span className="block truncate">{result.title}</span>
        {result.detail && (
          <span className="block truncate text-xs text-fg-muted">{result.detail}</span>
        )}
      </span>
    </Cmdk.Item>
  )
}

const groupClass =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-fg-muted'
const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm data-[selected=true]:bg-surface-2'
