import { preloadShownWidgets } from '@/components/widgets/widget-loads'
import { DEFAULT_WIDGET_KINDS } from '@/data/doc/default-layout'
import { ROUTES } from './routes'
import { LazyWorkspaceGate } from './workspace/lazy-gate'
import { registerAppWidgets } from './widgets'

/**
 * Starts fetching the code the first screen needs while the workspace opens: the screen of the
 * address being opened and, on the Overview, the types of the widgets it showed last time (on a
 * first visit, a new workspace's). Without
 * this, that code would only be asked for once the data is there.
 */
export function preloadFirstScreen(hash: string) {
  const [first = '', second] = hash.replace(/^#\/?/, '').split('?')[0]!.split('/')
  void LazyWorkspaceGate.preload().catch(() => {})
  const route = ROUTES.find((candidate) => candidate.path === first)
  if (!route) return
  void route.screen.preload().catch(() => {})
  // A page inside a section (a note, a tool, a settings page) too: a parameter matches any.
  const child =
    second &&
    (route.children?.find((candidate) => candidate.path === second) ??
      route.children?.find((candidate) => candidate.path.startsWith(':')))
  if (child) void child.screen.preload().catch(() => {})
  void (child || route).firstScreen?.().catch(() => {})
  if (route.path === '') {
    registerAppWidgets()
    preloadShownWidgets(DEFAULT_WIDGET_KINDS)
  }
}
