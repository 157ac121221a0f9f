import { useEffect } from 'react'
import { registerCommands, type Command } from '@/lib/command-registry'
import { provideItemActions } from '@/lib/item-actions'
import { provideNotifier } from '@/lib/notify'
import { registerSearchProvider } from '@/lib/search-providers'
import type { Todo } from '@/data/records/todo'
import { notify } from '@/features/notifications/model/notifications-store'
import { APP_COMMANDS, APP_SEARCH_PROVIDERS, REDO_COMMAND, UNDO_COMMAND } from './commands'

/** What links to items can do to them (`src/lib/item-actions.ts`), each owner's code on demand. */
const ITEM_ACTIONS = {
  toggleTodo: (todo: Todo) =>
    void import('@/features/todos/todos-item-actions').then((m) => m.toggleLinkedTodo(todo)),
}

/**
 * Registers the app's commands and search providers, and where notices go, while mounted (by the command host, which
 * the shell loads after first paint).
 */
export function useRegisterAppCommands() {
  useEffect(() => {
    const stops = [
      registerCommands(APP_COMMANDS),
      ...APP_SEARCH_PROVIDERS.map(registerSearchProvider),
      provideNotifier(notify),
      provideItemActions(ITEM_ACTIONS),
    ]
    return () => stops.forEach((stop) => stop())
  }, [])
}

/** 'Switch to workspace: …' for each workspace; the active one is not offered. */
export const workspaceSwitchCommands = (
  workspaces: readonly { id: string; name: string }[],
  activeId: () => string | undefined,
  switchTo: (id: string) => unknown,
): Command[] =>
  workspaces.map((workspace) => ({
    id: `workspace:switch:${workspace.id}`,
    title: `Switch to workspace: ${workspace.name}`,
    section: 'Workspaces',
    keywords: ['workspace', 'switch'],
    run: () => void switchTo(workspace.id),
    enabled: () => activeId() !== workspace.id,
  }))

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
        unregister = registerCommands(
          workspaceSwitchCommands(
            session.registry?.list() ?? [],
            () => session.workspace?.id,
            (id) => session.switchTo(id),
          ),
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

/** Undo and Redo as the palette and the main menu name them: 'Undo Pin note', kept current. */
export function useUndoCommands() {
  useEffect(() => {
    let cancelled = false
    let stop = () => {}
    void import('@/data/undo').then(({ redoLabel, subscribeToHistory, undoLabel }) => {
      if (cancelled) return
      let unregister = () => {}
      const update = () => {
        unregister()
        unregister = registerCommands([
          { ...UNDO_COMMAND, detail: undoLabel() ?? undefined },
          { ...REDO_COMMAND, detail: redoLabel() ?? undefined },
        ])
      }
      const unsubscribe = subscribeToHistory(update)
      update()
      stop = () => {
        unsubscribe()
        unregister()
      }
    })
    return () => {
      cancelled = true
      stop()
    }
  }, [])
}
