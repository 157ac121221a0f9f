import { ArrowLeft, ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { SETTINGS_PAGES } from './settings-pages'

/** Settings overview: one card per category. */
export default function SettingsPage() {
  return (
    <div className="mx-auto max-w-3xl px-6 py-6">
      <Link
        to="/"
        className="mb-4 inline-flex items-center gap-2 text-sm text-fg-muted hover:text-fg"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to overview
      </Link>
      <h1 className="mb-6 text-2xl font-semibold">Settings</h1>
      <ul className="grid gap-3 sm:grid-cols-2">
        {SETTINGS_PAGES.map(({ path, title, description, icon: Icon }) => (
          <li key={path}>
            <Link
              to={`/settings/${path}`}
              className="group flex h-full items-start gap-3 rounded-lg border border-border bg-surface p-4 hover:border-accent"
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
