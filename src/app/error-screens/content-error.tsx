import { useEffect } from 'react'
import { Link, useLocation, useNavigate, useRouteError } from 'react-router'
import { Button } from '@/components/ui/button'
import { isFailedDownload } from '@/lib/import-again'

/** The content area's fallback when a section fails to load or render; the shell stays usable. */
export function ContentError() {
  const error = useRouteError()
  useEffect(() => console.error('A section failed to render:', error), [error])
  if (isFailedDownload(error)) return <NotDownloaded />
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

/**
 * The page's code could not be downloaded (offline before the service worker has Hearth): says
 * so, and tries again on 'Try again' and when the browser is back online. Opening the address
 * anew renders the route afresh, and its screen fetches its code again (`lazyWithPreload`).
 */
function NotDownloaded() {
  const navigate = useNavigate()
  const location = useLocation()
  useEffect(() => {
    const again = () => void navigate(location, { replace: true })
    window.addEventListener('online', again)
    return () => window.removeEventListener('online', again)
  }, [navigate, location])
  return (
    <div
      role="alert"
      className="flex h-full flex-col items-center justify-center gap-3 px-6 text-center"
    >
      <h1 className="text-2xl font-semibold">Could not open this page</h1>
      <p className="text-fg-muted">
        Its code could not be downloaded. Check your connection and try again.
      </p>
      <div className="flex gap-2 pt-2">
        <Button look="key" onClick={() => void navigate(location, { replace: true })}>
          Try again
        </Button>
        <Button look="flat" asChild>
          <Link to="/">Back to Overview</Link>
        </Button>
      </div>
    </div>
  )
}
