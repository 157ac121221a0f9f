import {
  ExternalLink,
  Flame,
  Keyboard,
  Moon,
  Redo2,
  ScrollText,
  Search,
  Settings,
  Sun,
  Trash2,
  Undo2,
  type LucideIcon,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { Kbd } from '@/components/ui/kbd'
import { EXTERNAL_LINKS } from '@/config/links'
import { resolvesDark, useThemeStore } from '@/data/theme-store'
import { SETTINGS_PAGES } from '@/features/settings/settings-pages'
import { commandLabel, useCommandRegistry } from '@/lib/command-registry'
import { runCommand, useShortcutHint } from '@/lib/shortcuts'
import { WorkspaceSwitcher } from './workspace-switcher'

const itemClass = 'w-full justify-start px-3 font-normal'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="border-t border-border px-2 py-2">
      <h2 className="px-3 pb-1 text-xs font-medium text-fg-muted">{title}</h2>
      {children}
    </div>
  )
}

/** A menu item that runs a registered command, showing its shortcut. */
function CommandItem({
  id,
  icon: Icon,
  children,
  close,
  disabled,
}: {
  id: string
  icon: LucideIcon
  children: ReactNode
  /** Closes the menu first (for commands that open something else). */
  close?: () => void
  disabled?: boolean
}) {
  const navigate = useNavigate()
  const keys = useShortcutHint(id)
  return (
    <Button
      look="ghost"
      className={itemClass}
      aria-keyshortcuts={keys?.aria}
      disabled={disabled}
      onClick={() => {
        close?.()
        runCommand(id, { navigate: (to) => void navigate(to) })
      }}
    >
      <Icon aria-hidden />
      {children}
      {keys && (
        <Kbd aria-hidden className="ml-auto">
          {keys.label}
        </Kbd>
      )}
    </Button>
  )
}

/**
 * Undo or Redo, named after the step it would undo or redo ('Undo Pin note'); unavailable when
 * there is none.
 */
function HistoryItem({ id, icon }: { id: 'edit:undo' | 'edit:redo'; icon: LucideIcon }) {
  const command = useCommandRegistry((state) => state.commands.find((c) => c.id === id))
  if (!command) return null
  return (
    <CommandItem id={id} icon={icon} disabled={!command.detail}>
      {commandLabel(command)}
    </CommandItem>
  )
}

/** The main menu's panel (loaded with the popover): theme, changelog, search, settings, links. */
export default function MainMenuContent({ close }: { close: () => void }) {
  const dark = useThemeStore((state) => resolvesDark(state.mode))
  return (
    <>
      <div className="flex items-center gap-2 px-5 py-3">
        <Flame aria-hidden className="size-5 text-accent" />
        <span className="font-semibold">Hearth</span>
        <span className="ml-auto text-xs text-fg-muted">v{__APP_VERSION__}</span>
      </div>
      <div className="px-2 pb-2">
        <CommandItem id="theme:toggle" icon={dark ? Sun : Moon}>
          {dark ? 'Light mode' : 'Dark mode'}
        </CommandItem>
        <CommandItem id="changelog:open" icon={ScrollText} close={close}>
          Changelog
        </CommandItem>
        <CommandItem id="search:toggle" icon={Search} close={close}>
          Go to search
        </CommandItem>
        <CommandItem id="shortcuts:open" icon={Keyboard} close={close}>
          Keyboard shortcuts
        </CommandItem>
        <HistoryItem id="edit:undo" icon={Undo2} />
        <HistoryItem id="edit:redo" icon={Redo2} />
        <Button look="ghost" className={itemClass} asChild>
          <Link to="/trash" onClick={close}>
            <Trash2 aria-hidden />
            Trash
          </Link>
        </Button>
      </div>
      <WorkspaceSwitcher close={close} />
      <Section title="Settings">
        <Button look="ghost" className={itemClass} asChild>
          <Link to="/settings" onClick={close}>
            <Settings aria-hidden />
            Settings
          </Link>
        </Button>
        <ul className="grid grid-cols-2">
          {SETTINGS_PAGES.map(({ path, title, icon: Icon }) => (
            <li key={path}>
              <Button look="ghost" size="sm" className={itemClass} asChild>
                <Link to={`/settings/${path}`} onClick={close}>
                  <Icon aria-hidden />
                  {title}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="External Links">
        <ul>
          {EXTERNAL_LINKS.map(({ id, label, href }) => (
            <li key={id}>
              <Button look="ghost" size="sm" className={itemClass} asChild>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {label}
                  <ExternalLink aria-hidden className="ml-auto text-fg-muted" />
                </a>
              </Button>
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
