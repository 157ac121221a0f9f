import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import { lazyWithPreload } from '@/lib/lazy-with-preload'
import type { AppRoute, LayoutName } from './routes'
import { ContentSpinner } from './layouts/content-spinner'
import { DefaultLayout } from './layouts/default-layout'

/** Route `handle`: what the shell reads from a matched route. */
export interface RouteHandle {
  title?: string
}

// A layout whose code cannot be downloaded fails its route: the content area says so
// (ContentError), and opening the page again fetches it again.
const layout = (load: () => Promise<{ default: ComponentType }>) =>
  lazyWithPreload<object>(load, { placeholder: ContentSpinner })

const LAYOUTS: Record<LayoutName, ComponentType> = {
  default: DefaultLayout,
  tools: layout(() => import('@/features/tools/tools-layout')),
  'settings-category': layout(() => import('@/features/settings/settings-layout')),
}

function convert(
  route: AppRoute,
  inheritedTitle: string | undefined,
  layout: LayoutName | undefined,
): RouteObject {
  const handle: RouteHandle = { title: route.meta?.title ?? inheritedTitle }
  const Screen = route.screen
  if (!route.children?.length) {
    return route.path === ''
      ? { index: true, handle, element: <Screen /> }
      : { path: route.path, handle, element: <Screen /> }
  }
  return {
    path: route.path,
    handle,
    children: [
      { index: true, handle, element: <Screen /> },
      ...toRouteObjects(route.children, handle.title, route.layout ?? layout),
    ],
  }
}

/**
 * Turns the route table into React Router routes. Siblings that use a layout other than the
 * one they inherit are grouped under one pathless route rendering that layout.
 */
export function toRouteObjects(
  routes: AppRoute[],
  inheritedTitle?: string,
  inheritedLayout?: LayoutName,
): RouteObject[] {
  const direct: RouteObject[] = []
  const wrapped = new Map<LayoutName, RouteObject[]>()
  for (const route of routes) {
    const layout = route.layout ?? inheritedLayout
    const object = convert(route, inheritedTitle, layout)
    if (!layout || layout === inheritedLayout) direct.push(object)
    else wrapped.set(layout, [...(wrapped.get(layout) ?? []), object])
  }
  const layoutRoutes = [...wrapped].map(([name, children]) => {
    const Layout = LAYOUTS[name]
    return { element: <Layout />, children }
  })
  return [...direct, ...layoutRoutes]
}
