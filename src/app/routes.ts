import {
  Bookmark,
  LayoutDashboard,
  ListTodo,
  NotebookPen,
  Settings,
  Trash2,
  Wrench,
  type LucideIcon,
} from 'lucide-react'
import type { ComponentType } from 'react'
import { TOOL_SCREENS } from '@/features/tools/tool-screens'
import { TOOLS } from '@/features/tools/tools-list'
import { whenIdle } from '@/lib/idle'
import { lazyWithPreload, type PreloadableComponent } from '@/lib/lazy-with-preload'
import { ContentSpinner } from './layouts/content-spinner'

/** Route metadata: the title, icon and whether a taskbar button leads there. */
export interface RouteMeta {
  title: string
  icon?: LucideIcon
  /** Main routes get a taskbar button. */
  isMainRoute?: boolean
}

/** Layouts a route can sit in; subroutes inherit their parent's unless they name their own. */
export type LayoutName = 'default' | 'tools' | 'settings-category'

/** One entry of the route table. `path` is relative to its parent; '' is the parent itself. */
export interface AppRoute {
  path: string
  meta?: RouteMeta
  layout?: LayoutName
  screen: PreloadableComponent<object>
  /**
   * More code the screen needs at once, fetched with it when the address opened is this route's
   * (src/app/first-screen.ts), and not when sections are prepared in the background.
   */
  firstScreen?: () => Promise<unknown>
  /**
   * Fetched only when its address is opened or a link to it is reached (`screenFor`), never
   * among the screens fetched in the background (`screensToPreload`).
   */
  onDemand?: boolean
  children?: AppRoute[]
}

// While a screen's code is on its way, the content area's spinner shows in its place.
const page = (load: () => Promise<{ default: ComponentType }>) =>
  lazyWithPreload<object>(load, { placeholder: ContentSpinner })

const goPage = page(() => import('@/features/links/go-page'))

/** The route table: every section is its own lazily loaded chunk. */
export const ROUTES: AppRoute[] = [
  {
    path: '',
    meta: { title: 'Overview', icon: LayoutDashboard, isMainRoute: true },
    layout: 'default',
    screen: page(() => import('@/features/overview/overview-page')),
  },
  {
    path: 'todos',
    meta: { title: 'Todos', icon: ListTodo, isMainRoute: true },
    layout: 'default',
    screen: page(() => import('@/features/todos/todos-page')),
    children: [{ path: ':id', screen: page(() => import('@/features/todos/todo-page')) }],
  },
  {
    path: 'notes',
    meta: { title: 'Notes', icon: NotebookPen, isMainRoute: true },
    layout: 'default',
    screen: page(() => import('@/features/notes/notes-page')),
    children: [
      {
        path: ':id',
        screen: page(() => import('@/features/notes/note-page')),
        firstScreen: () =>
          Promise.all([
            import('@/features/notes/note-page').then((m) => m.preloadEditor()),
            // The editor's code and what it imports, asked for beside the page's: a lazily
            // loaded chunk's imports are found only once it arrives (`modulePreload` in
            // vite.config.ts), and the editor's came one after another, after the page's.
            import('@/features/notes/components/note-editor'),
            import('@/features/notes/components/editor/note-body-editor'),
            import('@/data/doc/load-yjs').then((m) => m.loadYjs()),
          ]),
      },
    ],
  },
  {
    path: 'bookmarks',
    meta: { title: 'Bookmarks', icon: Bookmark, isMainRoute: true },
    layout: 'default',
    screen: page(() => import('@/features/bookmarks/bookmarks-page')),
  },
  {
    path: 'tools',
    meta: { title: 'Tools', icon: Wrench, isMainRoute: true },
    layout: 'tools',
    screen: page(() => import('@/features/tools/tools-page')),
    children: TOOLS.map(({ path, title }) => ({
      path,
      meta: { title },
      screen: page(TOOL_SCREENS[path]!),
    })),
  },
  {
    path: 'trash',
    meta: { title: 'Trash', icon: Trash2 },
    layout: 'default',
    screen: page(() => import('@/features/trash/trash-page')),
  },
  {
    // An item's address (`itemPath`): it puts the page that shows the item in its place.
    path: 'go',
    meta: { title: 'Link' },
    layout: 'default',
    screen: goPage,
    onDemand: true,
    children: [{ path: ':id', screen: goPage }],
  },
  {
    path: 'settings',
    meta: { title: 'Settings', icon: Settings },
    layout: 'default',
    screen: page(() => import('@/features/settings/settings-page')),
    children: [
      {
        path: 'general',
        meta: { title: 'General' },
        layout: 'settings-category',
        screen: page(() => import('@/features/settings/general-page')),
      },
      {
        path: 'taskbar',
        meta: { title: 'Taskbar' },
        layout: 'settings-category',
        screen: page(() => import('@/features/settings/taskbar-page')),
      },
      {
        path: 'widgets',
        meta: { title: 'Widgets' },
        layout: 'settings-category',
        screen: page(() => import('@/features/settings/widgets-page')),
      },
      {
        path: 'theming',
        meta: { title: 'Theming' },
        layout: 'settings-category',
        screen: page(() => import('@/features/settings/theming-page')),
      },
      {
        path: 'data',
        meta: { title: 'Data' },
        layout: 'settings-category',
        screen: page(() => import('@/features/settings/data-page')),
      },
      {
        path: 'workspaces',
        meta: { title: 'Workspaces' },
        layout: 'settings-category',
        screen: page(() => import('@/features/settings/workspaces-page')),
      },
    ],
  },
]

/** Routes with a taskbar button, with their absolute paths. */
export const MAIN_ROUTES = ROUTES.filter((route) => route.meta?.isMainRoute).map((route) => ({
  to: `/${route.path}`,
  title: route.meta!.title,
  icon: route.meta!.icon!,
}))

const screensOf = (routes: readonly AppRoute[]): PreloadableComponent<object>[] =>
  routes.flatMap((route) => [route.screen, ...screensOf(route.children ?? [])])

/**
 * Fetches the given screens' code, so moving to them never waits on the network: one screen at
 * a time, each once the browser is idle, so their code is run in short tasks rather than all of
 * it in a few long ones that would hold back a key or a click. Returns a cancel.
 */
export function preloadScreens(routes: readonly AppRoute[] = ROUTES): () => void {
  let cancelIdle: (() => void) | null = null
  let live = true
  const screens = screensOf(routes)
  const next = () => {
    cancelIdle = null
    const screen = screens.shift()
    if (!live || !screen) return
    void screen
      .preload()
      .catch(() => {})
      .then(() => {
        if (live) cancelIdle = whenIdle(next, { timeout: 3000, fallbackDelay: 0 })
      })
  }
  next()
  return () => {
    live = false
    cancelIdle?.()
  }
}

/** The top-level route (the section) `pathname` ('/notes/abc', '/tools/json?x=1') is in. */
const sectionOf = (pathname: string, routes: readonly AppRoute[]) =>
  routes.find((route) => route.path === (pathname.split(/[?#]/)[0]!.split('/')[1] ?? ''))

/** The pages of the section `pathname` is in (a tool, a settings page, a note). */
export const sectionPages = (pathname: string, routes: readonly AppRoute[] = ROUTES) =>
  sectionOf(pathname, routes)?.children ?? []

/**
 * What is worth having before it is asked for, from a page at `pathname`, most likely first: the
 * screens of the section on show (a tool, a settings page, a note), every section's own screen
 * (the taskbar's buttons), then the screens the Overview's widgets and the search palette open
 * (a note, a todo). Routes `onDemand` (an item's address) are left out. Other sections' pages
 * (the tools, the settings pages) come when their
 * section opens, or when the pointer or focus reaches a link to them (`screenFor`): a new tab
 * does not run code for pages it will most likely never show.
 */
export function screensToPreload(pathname: string, table: readonly AppRoute[] = ROUTES) {
  const current = sectionOf(pathname, table)
  const routes = table.filter((route) => !route.onDemand)
  const sections = routes.map(({ children: _children, ...section }) => section)
  const details = routes.flatMap((route) =>
    route === current ? [] : (route.children ?? []).filter((child) => child.path.startsWith(':')),
  )
  return [...sectionPages(pathname, table), ...sections, ...details]
}

/** The screen `pathname` ('/notes/abc', '/tools/json?x=1') shows, if any. */
export function screenFor(
  pathname: string,
  routes: readonly AppRoute[] = ROUTES,
): PreloadableComponent<object> | undefined {
  const subPath = pathname.split(/[?#]/)[0]!.split('/')[2]
  const section = sectionOf(pathname, routes)
  if (!section || !subPath) return section?.screen
  const child =
    section.children?.find((route) => route.path === subPath) ??
    section.children?.find((route) => route.path.startsWith(':'))
  return child?.screen
}
