import { ChevronLeft, Wrench } from 'lucide-react'
import { Suspense } from 'react'
import { Link, NavLink, Outlet, useLocation } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { TOOLS } from './tools-list'

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-surface-2',
    isActive ? 'bg-surface-2 font-semibold' : 'text-fg-muted',
  )

/**
 * Tools layout: a side list of tools beside the open one. On a phone the list is a page of its
 * own (`#/tools`), and an open tool leads back to it.
 */
export default function ToolsLayout() {
  const { pathname } = useLocation()
  const inTool = pathname.replace(/\/+$/, '') !== '/tools'
  return (
    <div className="flex h-full min-h-0">
      <nav
        aria-label="Tools"
        className="hidden w-56 shrink-0 overflow-y-auto border-r border-border bg-surface p-3 md:block"
      >
        <NavLink to="/tools" end className={navLink}>
          <Wrench aria-hidden className="size-4" />
          All tools
        </NavLink>
        <hr className="my-2 border-border" />
        <ul className="space-y-1">
          {TOOLS.map(({ path, title, icon: Icon }) => (
            <li key={path}>
              <NavLink to={`/tools/${path}`} className={navLink}>
                <Icon aria-hidden className="size-4" />
                {title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1 overflow-y-auto px-4 py-4 md:px-6 md:py-6">
        {inTool && (
          <Link
            to="/tools"
            className="mb-3 inline-flex items-center gap-1 text-sm text-fg-muted hover:text-fg md:hidden"
          >
            <ChevronLeft aria-hidden className="size-4" />
            All tools
          </Link>
        )}
        <Suspense fallback={<Spinner size="lg" className="flex py-12" />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  )
}
