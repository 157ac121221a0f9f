import { useEffect } from 'react'
import { Link, useRouteError } from 'react-router'
import { Button } from '@/components/ui/button'

/** The content area's fallback when a section fails to load or render; the shell stays usable. */
export function ContentError() {
  const error = useRouteError()
  useEffect(() => console.error('A section failed to render:', error), [error])
  return (
    <div
      role="alert"
      className="flex h-full flex-col items-center justify-center gap-3 px-6 text-center"
    >
      <h1 className="text-3xl font-semibold">💥KABOOM💥</h1>
      <p className="text-fg-muted">Something went terribly wrong and everything is burning now.</p>
      <div className="flex gap-2 pt-2">
        <Button look="flat" onClick={() => window.location.reload()}>
          Reload
        </Button>
        <Button look="key" asChild>
          <Link to="/">Back to Overview</Link>
        </Button>
      </div>
    </div>
  )
}
