import { Suspense, useEffect } from 'react'
import { Outlet, useLocation, useMatches } from 'react-router'
import { ConfirmHost } from '@/components/ui/confirm'
import { toast } from '@/components/ui/toast-store'
import { Toaster } from '@/components/ui/toaster'
import { APP_NAME } from '@/config/constants'
import { getSyncState, subscribeSync } from '@/data/sync/sync-state'
import { afterFirstScreen } from '@/lib/first-screen'
import { lazyWithPreload } from '@/lib/lazy-with-preload'
import { notify } from '@/features/notifications/model/notifications-store'
import { SearchPalette } from '@/features/search/search-palette'
import { ChangelogDialog } from '../main-menu/changelog-dialog'
import { NavigationGuard } from '../navigation-guard'
import type { RouteHandle } from '../route-objects'
import { preloadScreens } from '../routes'
import { LazyWorkspaceGate } from '../workspace/lazy-gate'
import { Taskbar } from '../taskbar/taskbar'
import { ContentSpinner } from './content-spinner'
import { FirstViewOverlay } from './first-view-overlay'

/** Keeps the document title in step with the route: 'Notes · Hearth'. */
function useDocumentTitle() {
  const matches = useMatches()
  const title = [...matches]
    .reverse()
    .find((match) => (match.handle as RouteHandle | undefined)?.title)
  const text = (title?.handle as RouteHandle | undefined)?.title
  useEffect(() => {
    document.title = text ? `${text} · ${APP_NAME}` : APP_NAME
  }, [text])
}

// The commands, their key handler and the 'Keyboard shortcuts' dialog load after the first render.
const CommandHost = lazyWithPreload(() => import('../shortcuts/command-host'), {
  placeholder: () => null,
})

/** Storage problems reach the user as an error toast and a notification. */
function useDataProblems() {
  useEffect(() => {
    let stop = () => {}
    let cancelled = false
    void import('@/data/session').then(({ session }) => {
      if (cancelled) return
      stop = session.onProblem((problem) => {
        toast({ kind: problem.kind, title: problem.title, message: problem.message })
        notify({ kind: problem.kind, title: problem.title, message: problem.message })
      })
    })
    return () => {
      cancelled = true
      stop()
    }
  }, [])
}

/**
 * On a paired device, starts sync once the first screen is up; a sync error reaches the
 * notification centre (the taskbar shows the state).
 */
function useSync() {
  useEffect(() => {
    if (getSyncState().device)
      afterFirstScreen(() => void import('@/data/sync/sync-manager').then((m) => m.startSync()))
    let last = getSyncState().status
    return subscribeSync(() => {
      const { status, error } = getSyncState()
      if (status === 'error' && last !== 'error')
        notify({
          kind: 'error',
          title: 'Sync stopped',
          message: error ?? 'The sync server refused.',
        })
      last = status
    })
  }, [])
}

/**
 * Once the first screen is complete and the browser idle, fetch every section's code (one screen
 * at a time, in idle periods), so that moving between sections renders at once instead of
 * showing a spinner.
 */
function usePreloadScreens() {
  useEffect(() => {
    let stopPreloading = () => {}
    const cancel = afterFirstScreen(() => (stopPreloading = preloadScreens()))
    return () => {
      cancel()
      stopPreloading()
    }
  }, [])
}

/** The service worker (offline use, new versions) registers once the first screen is up. */
function useAppUpdates() {
  useEffect(
    () =>
      afterFirstScreen(() => void import('../updates').then(({ startUpdates }) => startUpdates())),
    [],
  )
}

/** The shell: content area above the taskbar, plus the app-wide overlays. */
export function RootLayout() {
  useDocumentTitle()
  useDataProblems()
  usePreloadScreens()
  useSync()
  useAppUpdates()
  const section = useLocation().pathname.split('/')[1] ?? ''
  return (
    <div className="flex h-full flex-col">
      <main id="content" className="relative min-h-0 flex-1">
        <FirstViewOverlay />
        {/* While the gate's code loads, its placeholder is the spinner, not a Suspense fallback,
            which would hold back the first screen for 300 ms once it is ready. */}
        <Suspense key={section} fallback={<ContentSpinner />}>
          <LazyWorkspaceGate>
            <Outlet />
          </LazyWorkspaceGate>
        </Suspense>
      </main>
      <Taskbar />
      <Toaster />
      <ConfirmHost />
      <NavigationGuard />
      <SearchPalette />
      <ChangelogDialog />
      <CommandHost />
    </div>
  )
}
