import { useEffect } from 'react'
import { Button } from '@/components/ui/button'

/** Reloads the app from its origin (dropping the route, which may be what failed). */
export function reloadFromOrigin(
  location: Pick<Location, 'origin' | 'pathname' | 'href' | 'assign' | 'reload'> = window.location,
) {
  const start = location.origin + location.pathname
  if (location.href === start) location.reload()
  else location.assign(start)
}

/** The whole-app error screen, for failures outside the content area. */
export function AppErrorScreen({
  error,
  onRefresh = () => reloadFromOrigin(),
}: {
  error?: unknown
  onRefresh?: () => void
}) {
  useEffect(() => {
    if (error) console.error('Hearth failed:', error)
  }, [error])
  return (
    <div
      role="alert"
      className="flex h-full flex-col items-center justify-center gap-4 bg-bg px-6 text-center text-fg"
    >
      <h1 className="text-2xl font-semibold">Ooops, something went wrong :(</h1>
      <p className="max-w-md text-sm text-fg-muted">
        Your data is safe in this browser. Refreshing usually helps.
      </p>
      <Button look="key" onClick={onRefresh}>
        Refresh
      </Button>
    </div>
  )
}
