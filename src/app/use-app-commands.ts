import { useEffect } from 'react'
import { registerCommands } from '@/lib/command-registry'
import { registerSearchProvider } from '@/lib/search-providers'

/** Registers the shell's commands while the shell is mounted; their code loads after first paint. */
export function useRegisterAppCommands() {
  useEffect(() => {
    let unregister = () => {}
    let cancelled = false
    void import('./commands').then(({ APP_COMMANDS, APP_SEARCH_PROVIDERS }) => {
      if (cancelled) return
      const stops = [
        registerCommands(APP_COMMANDS),
        ...APP_SEARCH_PROVIDERS.map(registerSearchProvider),
      ]
      unregister = () => stops.forEach((stop) => stop())
    })
    return () => {
      cancelled = true
      unregister()
    }
  }, [])
}

/** 'Switch to workspace: …' commands for the search palette, kept in step with the registry. */
export function useWorkspaceCommands() {
  useEffect(() => {
    let cancelled = false
    const stops: (() => void)[] = []
    void import('@/data/session').then(({ session }) => {
      if (cancelled) return
      let unregister = () => {}
      const update = () => {
        unregister()
        const workspaces = session.registry?.list() ?? []
        unregister = registerCommands(
          workspaces.map((workspace) => ({
            id: `workspace:switch:${workspace.id}`,
            label: `Switch to workspace: ${workspace.name}`,
            group: 'Workspaces',
            keywords: ['workspace', 'switch'],
            perform: () => void session.switchTo(workspace.id),
            when: () => session.workspace?.id !== workspace.id,
          })),
        )
      }
      let stopRegistry = () => {}
      const onSession = () => {
        stopRegistry()
        stopRegistry = session.registry?.subscribe(update) ?? (() => {})
        update()
      }
      stops.push(
        session.subscribe(onSession),
        () => stopRegistry(),
        () => unregister(),
      )
      onSession()
    })
    return () => {
      cancelled = true
      stops.forEach((stop) => stop())
    }
  }, [])
}
