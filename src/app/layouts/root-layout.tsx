import { Suspense, useEffect, useRef } from 'react'
import { Outlet, useLocation, useMatches } from 'react-router'
import { ConfirmHost } from '@/components/ui/confirm'
import { toast } from '@/components/ui/toast-store'
import { Toaster } from '@/components/ui/toaster'
import { APP_NAME } from '@/config/constants'
import { getSyncState, subscribeSync } from '@/data/sync/sync-state'
import { afterFirstScreen } from '@/lib/first-screen'
import { setScreenPreloader } from '@/lib/screen-preload'
import { notify } from '@/features/notifications/model/notifications-store'
import { ChangelogDialog } from '../main-menu/changelog-dialog'
import { NavigationGuard } from '../navigation-guard'
import type { RouteHandle } from '../route-objects'
import { preloadScreens, screenFor, screensToPreload, sectionPages, type AppRoute } from '../routes'
import { LazyWorkspaceGate } from '../workspace/lazy-gate'
import { Taskbar } from '../taskbar/taskbar'
import { ContentSpinner } from './content-spinner'
import { FirstViewOverlay } from './first-view-overlay'
import { ShellParts } from './shell-parts'

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
 * On a paired device, starts sync once the first screen is up, and at once when the device is
 * paired later (in this tab or another); a sync error reaches the notification centre (the
 * taskbar shows the state).
 */
function useSync() {
  useEffect(() => {
    const start = () => void import('@/data/sync/sync-manager').then((m) => m.startSync())
    const cancel = getSyncState().device ? afterFirstScreen(start) : () => {}
    let last = getSyncState()
    const stop = subscribeSync(() => {
      const now = getSyncState()
      if (now.device && !last.device) start()
      if (now.status === 'error' && last.status !== 'error')
        notify({
          kind: 'error',
          title: 'Sync stopped',
          message: now.error ?? 'The sync server refused.',
        })
      last = now
    })
    return () => {
      cancel()
      stop()
    }
  }, [])
}

function preloadAfterFirstScreen(routes: readonly AppRoute[]) {
  let stopPreloading = () => {}
  const cancel = afterFirstScreen(() => (stopPreloading = preloadScreens(routes)))
  return () => {
    cancel()
    stopPreloading()
  }
}

/**
 * Once the first screen is complete and the browser idle, fetch the code of the screens most
 * likely next (`screensToPreload`: the section's own pages, every section, a note or a todo),
 * one at a time in idle periods, so that moving there renders at once instead of showing a
 * spinner; when another section opens, its pages. A link the pointer or focus reaches fetches
 * its screen's code at once: the click comes some 100 ms later.
 */
function usePreloadScreens() {
  const section = useLocation().pathname.split('/')[1] ?? ''
  const firstSection = useRef<string | null>(section)
  useEffect(() => preloadAfterFirstScreen(screensToPreload(`/${firstSection.current}`)), [])
  // Each section opened later: its own pages.
  useEffect(() => {
    if (section === firstSection.current) return
    firstSection.current = null
    return preloadAfterFirstScreen(sectionPages(`/${section}`))
  }, [section])
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="#/"]') : null
      const href = link?.getAttribute('href')
      if (href)
        screenFor(href.slice(1))
          ?.preload()
          .catch(() => {})
    }
    document.addEventListener('pointerover', onIntent, { passive: true })
    document.addEventListener('focusin', onIntent)
    // A command the search palette highlights: its screen, the same way.
    setScreenPreloader((path) =>
      screenFor(path)
        ?.preload()
        .catch(() => {}),
    )
    return () => {
      document.removeEventListener('pointerover', onIntent)
      document.removeEventListener('focusin', onIntent)
      setScreenPreloader(null)
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
      <ChangelogDialog />
      <ShellParts />
    </div>
  )
}
