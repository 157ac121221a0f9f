import { ArrowLeft, PanelLeftClose, PanelLeftOpen } from 'lucide-react'
import { Suspense } from 'react'
import { NavLink, Outlet, useMatches } from 'react-router'
import { IconButton } from '@/components/ui/icon-button'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { useSettingsUiStore } from './model/settings-ui-store'
import { SETTINGS_PAGES } from './settings-pages'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-2 rounded-md px-3 py-2 text-sm whitespace-nowrap hover:bg-surface-2',
    isActive ? 'bg-surface-2 font-semibold text-fg' : 'text-fg-muted',
  )

/** Category layout: a collapsible side menu, a 'Settings > {page}' heading and a content column. */
export default function SettingsLayout() {
  const expanded = useSettingsUiStore((state) => state.sideMenuExpanded)
  const toggle = useSettingsUiStore((state) => state.toggleSideMenu)
  const matches = useMatches()
  const title = (matches.at(-1)?.handle as { title?: string } | undefined)?.title ?? ''

  return (
    <div className="flex h-full min-h-0">
      <div
        data-state={expanded ? 'expanded' : 'collapsed'}
        className={cn(
          'shrink-0 overflow-hidden border-r border-border bg-surface transition-[width,visibility] duration-300 ease-out',
          expanded ? 'visible w-[clamp(12rem,20vw,18rem)]' : 'invisible w-0',
        )}
      >
        <nav aria-label="Settings" className="flex w-[clamp(12rem,20vw,18rem)] flex-col gap-1 p-3">
          <NavLink to="/" className={linkClass({ isActive: false })} end>
            <ArrowLeft aria-hidden className="size-4" />
            Back to overview
          </NavLink>
          <hr className="my-2 border-border" />
          {SETTINGS_PAGES.map(({ path, title: pageTitle, icon: Icon }) => (
            <NavLink key={path} to={`/settings/${path}`} className={linkClass}>
              <Icon aria-hidden className="size-4" />
              {pageTitle}
            </NavLink>
          ))}
        </nav>
      </div>
      <div className="min-w-0 flex-1 overflow-y-auto">
        <div className="mx-auto max-w-2xl px-6 py-6">
          <div className="mb-6 flex items-center gap-3">
            <IconButton
              label={expanded ? 'Collapse side menu' : 'Expand side menu'}
              aria-expanded={expanded}
              onClick={toggle}
              side="bottom"
            >
              {expanded ? <PanelLeftClose /> : <PanelLeftOpen />}
            </IconButton>
            <h1 className="text-2xl font-semibold">
              Settings <span className="text-fg-muted">&gt;</span> {title}
            </h1>
          </div>
          <Suspense fallback={<Spinner size="lg" className="flex py-12" />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </div>
  )
}
