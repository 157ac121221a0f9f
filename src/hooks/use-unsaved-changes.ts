import { useEffect, useId } from 'react'
import { create } from 'zustand'

const useGuardStore = create<{ blockers: string[] }>(() => ({ blockers: [] }))

/**
 * Registers an unsaved-changes blocker while `dirty` is true. While any blocker exists the
 * browser's leave-page prompt is armed and in-app navigation asks 'Unsaved changes' first.
 */
export function useUnsavedChanges(dirty: boolean) {
  const id = useId()
  useEffect(() => {
    if (!dirty) return
    useGuardStore.setState((state) => ({ blockers: [...state.blockers, id] }))
    return () =>
      useGuardStore.setState((state) => ({ blockers: state.blockers.filter((b) => b !== id) }))
  }, [dirty, id])
}

/** True while any screen has unsaved changes. */
export function useHasUnsavedChanges(): boolean {
  return useGuardStore((state) => state.blockers.length > 0)
}
