import { Command as Cmdk, defaultFilter } from 'cmdk'
import { CornerDownLeft, Search } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { overlayClass, panelClass, useReturnFocus } from '@/components/ui/dialog'
import { Kbd } from '@/components/ui/kbd'
import { useCommandRegistry, type Command, type CommandContext } from '@/lib/command-registry'
import { cn } from '@/lib/cn'
import { preloadScreen } from '@/lib/screen-preload'
import { useSearchProviders, type SearchResult } from '@/lib/search-providers'
import { ariaKeyShortcuts, formatShortcut, onScreen, shortcutList } from '@/lib/shortcuts'
import { useSearchStore } from './model/search-store'

/** A command's value in the list: what the palette filters on. */
const itemValue = (command: Command) => `${command.section} ${command.title}`

/** The commands the palette offers right now: enabled ones that belong in it. */
const available = (commands: Command[]) =>
  commands.filter(
    (command) => command.palette !== false && !command.local && (command.enabled?.() ?? true),
  )

/** The search palette's dialog: finds every page and command in the registry. */
export default function SearchPaletteBody() {
  const { open, setOpen } = useSearchStore()
  const commands = useCommandRegistry((state) => state.commands)
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [query, setQuery] = useState('')
  // The highlighted item (cmdk tells of a change only when it is held here).
  const [highlighted, setHighlighted] = useState('')
  const found = useProviderResults(open ? query : '')

  const sections = useMemo(() => {
    const bySection = new Map<string, Command[]>()
    for (const command of open ? available(commands) : []) {
      bySection.set(command.section, [...(bySection.get(command.section) ?? []), command])
    }
    return bySection
  }, [commands, open])
  // The highlighted command's screen is fetched at once: Enter comes a moment later.
  const opens = useMemo(
    () =>
      new Map(
        [...sections.values()]
          .flat()
          .flatMap((command) =>
            command.opens ? [[itemValue(command), command.opens] as const] : [],
          ),
      ),
    [sections],
  )
  // One heading per name: a provider's results join the commands of the same section ('Notes').
  const provided = new Map(found)
  const headings = [...new Set([...sections.keys(), ...provided.keys()])]

  // Dismissed, the palette gives focus back to what had it; a command it ran takes it elsewhere.
  const ran = useRef(false)
  const returnFocus = useReturnFocus({
    onOpenAutoFocus: () => (ran.current = false),
    onCloseAutoFocus: (event) => ran.current && event.preventDefault(),
  })

  const run = (action: (context: CommandContext) => void) => {
    ran.current = true
    setOpen(false)
    setQuery('')
    setHighlighted('')
    action({ navigate: (to) => void navigate(to) })
  }

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
          className={cn(panelClass, 'top-[15vh] max-w-xl translate-y-0 gap-0 overflow-hidden p-0')}
          {...returnFocus}
        >
          <DialogPrimitive.Title className="sr-only">Search</DialogPrimitive.Title>
          <Cmdk
            label="Search"
            loop
            // Ctrl+K must reach the app's key handler, to close the palette; cmdk's vim-style
            // Ctrl+J/K/N/P would take it. The arrow keys move through the list.
            vimBindings={false}
            // Providers' results are already matched (full text); only commands are filtered here.
            filter={(value, search, keywords) =>
              value.startsWith(PROVIDED) ? 1 : defaultFilter(value, search, keywords)
            }
            value={highlighted}
            onValueChange={(value) => {
              setHighlighted(value)
              const path = opens.get(value)
              if (path) preloadScreen(path)
            }}
            className="flex min-h-0 flex-col"
          >
            <div className="flex items-center gap-2 border-b border-border px-4">
              <Search aria-hidden className="size-4 text-fg-muted" />
              <Cmdk.Input
                value={query}
                onValueChange={setQuery}
                placeholder="Search pages, commands and notes…"
                className="h-12 flex-1 bg-transparent text-sm outline-none placeholder:text-fg-muted"
              />
            </div>
            <Cmdk.List className="max-h-[50vh] overflow-y-auto p-2">
              <Cmdk.Empty className="px-3 py-6 text-center text-sm text-fg-muted">
                Nothing matches.
              </Cmdk.Empty>
              {headings.map((heading) => (
                <Cmdk.Group key={heading} heading={heading} className={groupClass}>
                  {sections.get(heading)?.map((command) => {
                    const Icon = command.icon
                    // Its keys, where they work: 'New note' is offered everywhere, Alt+N in Notes.
                    const keys = onScreen(command.when?.screen, pathname)
                      ? command.shortcut
                      : undefined
                    const shortcut = shortcutList(keys)[0]
                    return (
                      <Cmdk.Item
                        key={command.id}
                        value={itemValue(command)}
                        keywords={command.keywords}
                        onSelect={() => run(command.run)}
                        aria-keyshortcuts={keys ? ariaKeyShortcuts(keys) : undefined}
                        className={itemClass}
                      >
                        {Icon && <Icon aria-hidden className="size-4 text-fg-muted" />}
                        <span className="flex-1">{command.title}</span>
                        {shortcut && <Kbd aria-hidden>{formatShortcut(shortcut)}</Kbd>}
                      </Cmdk.Item>
                    )
                  })}
                  {provided.get(heading)?.map((result) => {
                    const Icon = result.icon
                    return (
                      <Cmdk.Item
                        key={result.id}
                        value={`${PROVIDED}${result.id}`}
                        onSelect={() => run(result.run)}
                        className={itemClass}
                      >
                        {Icon && <Icon aria-hidden className="size-4 shrink-0 text-fg-muted" />}
                        <span className="min-w-0 flex-1">
                          <span className="block truncate">{result.title}</span>
                          {result.detail && (
                            <span className="block truncate text-xs text-fg-muted">
                              {result.detail}
                            </span>
                          )}
                        </span>
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

const PROVIDED = 'provided:'
const groupClass =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-fg-muted'
const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm data-[selected=true]:bg-surface-2'

/** Results of every registered provider for the query, by group; the latest query wins. */
function useProviderResults(query: string): [string, SearchResult[]][] {
  const providers = useSearchProviders((state) => state.providers)
  const [found, setFound] = useState<{ query: string; groups: [string, SearchResult[]][] }>({
    query: '',
    groups: [],
  })
  useEffect(() => {
    if (!query.trim()) return
    let current = true
    void Promise.all(
      providers.map(async (provider) => {
        try {
          return [provider.group, await provider.search(query)] as [string, SearchResult[]]
        } catch {
          // A provider that fails (its data not open yet) just finds nothing.
          return [provider.group, []] as [string, SearchResult[]]
        }
      }),
    ).then((groups) => {
      if (current) setFound({ query, groups: groups.filter(([, results]) => results.length) })
    })
    return () => void (current = false)
  }, [providers, query])
  return query.trim() && found.query === query ? found.groups : []
}
