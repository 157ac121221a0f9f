import { Wrench } from 'lucide-react'
import { Suspense } from 'react'
import { NavLink, Outlet } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { TOOLS } from './tools-list'

/** Tools layout: a side list of tools beside the open one. */
export default function ToolsLayout() {
  return (
    <div className="flex h-full min-h-0">
      <nav aria-label="Tools" className="w-56 shrink-0 border-r border-border bg-surface p-3">
        <NavLink
          to="/tools"
          end
          className={({ isActive }) =>
            cn(
              'flex items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-surface-2',
              isActive ? 'bg-surface-2 font-semibold' : 'text-fg-muted',
            )
          }
        >
          <Wrench aria-hidden className="size-4" />
          All tools
        </NavLink>
        <hr className="my-2 border-border" />
        <ul className="space-y-1">
          {TOOLS.map(({ path, title, icon: Icon }) => (
            <li key={path}>
              <NavLink
                to={`/tools/${path}`}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-surface-2',
                    isActive ? 'bg-surface-2 font-semibold' : 'text-fg-muted',
                  )
                }
              >
                <Icon aria-hidden className="size-4" />
                {title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1 overflow-y-auto px-6 py-6">
        <Suspense fallback={<Spinner size="lg" className="flex py-12" />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  )
}
