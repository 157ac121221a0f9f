import { toast } from '@/components/ui/toast-store'
import type { Widget } from '@/data/records/widget'

/** A patch to one widget record. */
export type Change = { id: string; patch: Partial<Widget> }

/** The changes of several lists, one per widget. */
export function merged(...lists: (readonly Change[])[]): Change[] {
  const patches = new Map<string, Partial<Widget>>()
  for (const list of lists)
    for (const { id, patch } of list) patches.set(id, { ...patches.get(id), ...patch })
  return [...patches].map(([id, patch]) => ({ id, patch }))
}

/** Runs a change; when it throws, says so in an error toast. Returns whether it worked. */
export function attempt(what: string, run: () => void): boolean {
  try {
    run()
    return true
  } catch (error) {
    toast({ kind: 'error', title: what, message: error instanceof Error ? error.message : '' })
    return false
  }
}
