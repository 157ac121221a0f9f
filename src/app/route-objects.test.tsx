import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { RouteHandle } from './route-objects'
import { toRouteObjects } from './route-objects'
import { MAIN_ROUTES, ROUTES } from './routes'

const tree: RouteObject[] = [
  {
    path: '/',
    children: toRouteObjects([
      ...ROUTES,
      { path: '*', meta: { title: 'Not found' }, layout: 'default', screen: ROUTES[0]!.screen },
    ]),
  },
]

const titleOf = (path: string) => {
  const matches = matchRoutes(tree, path) ?? []
  return (matches.at(-1)?.route.handle as RouteHandle | undefined)?.title
}

describe('the route table', () => {
  it.each([
    ['/', 'Overview'],
    ['/todos', 'Todos'],
    ['/todos/42', 'Todos'],
    ['/notes', 'Notes'],
    ['/notes/abc', 'Notes'],
    ['/notes/abc/', 'Notes'],
    ['/bookmarks', 'Bookmarks'],
    ['/tools', 'Tools'],
    ['/tools/color-picker', 'Colour picker'],
    ['/settings', 'Settings'],
    ['/settings/general', 'General'],
    ['/settings/taskbar', 'Taskbar'],
    ['/settings/widgets', 'Widgets'],
    ['/settings/theming', 'Theming'],
    ['/settings/data', 'Data'],
    ['/settings/workspaces', 'Workspaces'],
    ['/go/note:abc', 'Link'],
    ['/notes/abc/def', 'Not found'],
    ['/nope', 'Not found'],
  ])('%s resolves to %s', (path, title) => expect(titleOf(path)).toBe(title))

  it('has the five main routes in taskbar order', () => {
    expect(MAIN_ROUTES.map((r) => [r.to, r.title])).toEqual([
      ['/', 'Overview'],
      ['/todos', 'Todos'],
      ['/notes', 'Notes'],
      ['/bookmarks', 'Bookmarks'],
      ['/tools', 'Tools'],
    ])
  })

  it('puts settings categories in one category layout, and the overview outside it', () => {
    type Match = NonNullable<ReturnType<typeof matchRoutes>>[number]
    const layouts = (path: string) =>
      (matchRoutes(tree, path) ?? [])
        .map((m: Match) => m.route as RouteObject)
        .filter((r) => !r.path && !r.index && r.element)
    const general = layouts('/settings/general')
    const theming = layouts('/settings/theming')
    expect(general).toHaveLength(2)
    expect(general.at(-1)).toBe(theming.at(-1))
    expect(layouts('/settings')).toHaveLength(1)
  })
})
