import { ExternalLink, Flame, Menu, Moon, ScrollText, Search, Settings, Sun } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Popover } from '@/components/ui/popover'
import { Tooltip } from '@/components/ui/tooltip'
import { EXTERNAL_LINKS } from '@/config/links'
import { resolvesDark, toggleThemeMode, useThemeStore } from '@/data/theme-store'
import { openSearch } from '@/features/search/model/search-store'
import { SETTINGS_PAGES } from '@/features/settings/settings-pages'
import { openChangelog } from './changelog-store'

const itemClass = 'w-full justify-start px-3 font-normal'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="border-t border-border px-2 py-2">
      <h2 className="px-3 pb-1 text-xs font-medium text-fg-muted">{title}</h2>
      {children}
    </div>
  )
}

/** The launcher: theme, changelog, search, settings and external links. */
export function MainMenu() {
  const [open, setOpen] = useState(false)
  const dark = useThemeStore((state) => resolvesDark(state.mode))
  const close = () => setOpen(false)

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      side="top"
      align="center"
      aria-label="Main menu"
      className="w-72"
      trigger={(props) => (
        <Tooltip content="Menu">
          <Button look="ghost" aria-label="Menu" className="size-10 px-0" {...props}>
            <Menu className="size-5!" />
          </Button>
        </Tooltip>
      )}
    >
      <div className="flex items-center gap-2 px-5 py-3">
        <Flame aria-hidden className="size-5 text-accent" />
        <span className="font-semibold">Hearth</span>
        <span className="ml-auto text-xs text-fg-muted">v{__APP_VERSION__}</span>
      </div>
      <div className="px-2 pb-2">
        <Button look="ghost" className={itemClass} onClick={toggleThemeMode}>
          {dark ? <Sun aria-hidden /> : <Moon aria-hidden />}
          {dark ? 'Light mode' : 'Dark mode'}
        </Button>
        <Button
          look="ghost"
          className={itemClass}
          onClick={() => {
            close()
            openChangelog()
          }}
        >
          <ScrollText aria-hidden />
          Changelog
        </Button>
        <Button
          look="ghost"
          className={itemClass}
          onClick={() => {
            close()
            openSearch()
          }}
        >
          <Search aria-hidden />
          Go to search
          <kbd className="ml-auto rounded-sm border border-border px-1.5 font-mono text-xs text-fg-muted">
            Ctrl K
          </kbd>
        </Button>
      </div>
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
    </Popover>
  )
}
