import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { LinkCard } from '@/components/ui/link-card'
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
        {SETTINGS_PAGES.map(({ path, title, description, icon }) => (
          <li key={path}>
            <LinkCard
              to={`/settings/${path}`}
              icon={icon}
              title={title}
              description={description}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}
