import { ExternalLink, Flame, Moon, ScrollText, Search, Settings, Sun } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { EXTERNAL_LINKS } from '@/config/links'
import { resolvesDark, toggleThemeMode, useThemeStore } from '@/data/theme-store'
import { openSearch } from '@/features/search/model/search-store'
import { SETTINGS_PAGES } from '@/features/settings/settings-pages'
import { openChangelog } from './changelog-store'
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
