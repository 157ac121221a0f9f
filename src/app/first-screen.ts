import { preloadShownWidgets } from '@/components/widgets/widget-loads'
import { ROUTES } from './routes'
import { registerAppWidgets } from './widgets'

/**
 * Starts fetching the code the first screen needs while the workspace opens: the screen of the
 * address being opened and, on the Overview, the types of the widgets it showed last time. Without
 * this, that code would only be asked for once the data is there.
 */
export function preloadFirstScreen(hash: string) {
  const [first = ''] = hash.replace(/^#\/?/, '').split(/[/?]/)
  const route = ROUTES.find((candidate) => candidate.path === first)
  if (!route) return
  void route.screen.preload().catch(() => {})
  if (route.path === '') {
    registerAppWidgets()
    preloadShownWidgets()
  }
}
