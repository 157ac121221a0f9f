import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { TOOLS } from './tools-list'

/** Tools overview: every tool with what it does. */
export default function ToolsPage() {
  return (
    <div className="max-w-3xl">
      <h1 className="mb-6 text-2xl font-semibold">Tools</h1>
      <ul className="grid gap-3 sm:grid-cols-2">
        {TOOLS.map(({ path, title, description, icon: Icon }) => (
          <li key={path}>
            <Link
              to={`/tools/${path}`}
              className="group flex items-start gap-3 rounded-lg border border-border bg-surface p-4 hover:border-accent"
            >
              <Icon
                aria-hidden
                className="mt-0.5 size-5 shrink-0 text-fg-muted group-hover:text-accent"
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{title}</span>
                <span className="block text-sm text-fg-muted">{description}</span>
              </span>
              <ChevronRight aria-hidden className="size-4 self-center text-fg-muted" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
