import { lazyWithPreload } from '@/lib/lazy-with-preload'
import { createHashRouter } from 'react-router'
import { AppErrorScreen } from './error-screens/app-error-screen'
import { ContentError } from './error-screens/content-error'
import { RootLayout } from './layouts/root-layout'
import { followRouterEntries, guardForeignNavigations } from './navigation-guard'
import { toRouteObjects } from './route-objects'
import { ROUTES, type AppRoute } from './routes'
import { registerAppWidgets } from './widgets'

/** Unknown paths: the 404 page, in the default layout. */
const FALLBACK: AppRoute = {
  path: '*',
  meta: { title: 'Not found' },
  layout: 'default',
  screen: lazyWithPreload<object>(() => import('./error-screens/not-found-page')),
}

/** The app's hash router: shell around a content area whose errors stay inside it. */
export function createAppRouter() {
  registerAppWidgets()
  guardForeignNavigations()
  const router = createHashRouter([
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <AppErrorScreen />,
      children: [
        { errorElement: <ContentError />, children: toRouteObjects([...ROUTES, FALLBACK]) },
      ],
    },
  ])
  followRouterEntries(router)
  return router
}
