import { useCallback, useEffect, useState } from 'react'
import type * as z from 'zod/mini'
import { useWorkspace } from '@/data/hooks'
import { readPersisted } from '@/lib/persisted'

/** Where a tool's last input is kept: this device, per workspace, per tool. */
export const toolInputKey = (workspaceId: string, tool: string) =>
  `hearth:tool-input:${workspaceId}:${tool}`

/** Reads a tool's stored input forgivingly: fields that no longer parse take their defaults. */
export function readToolInput<T extends object>(
  key: string,
  shape: { [K in keyof T]: z.ZodMiniType<T[K]> },
  defaults: T,
): T {
  try {
    const raw = localStorage.getItem(key)
    return readPersisted(shape, raw ? JSON.parse(raw) : undefined, defaults)
  } catch {
    return defaults
  }
}

/**
 * A tool's input (what the user typed or chose, never a generated secret), kept per workspace on
 * this device so the tool opens as it was left. Other tabs pick up changes through the `storage`
 * event. Storage that is full or blocked only loses the memory, never the tool.
 */
export function useToolInput<T extends object>(
  tool: string,
  shape: { [K in keyof T]: z.ZodMiniType<T[K]> },
  defaults: T,
): [T, (patch: Partial<T>) => void] {
  const { id } = useWorkspace()
  const key = toolInputKey(id, tool)
  const [input, setInput] = useState(() => readToolInput(key, shape, defaults))
  const [readKey, setReadKey] = useState(key)
  if (readKey !== key) {
    // The workspace changed: show that workspace's input.
    setReadKey(key)
    setInput(readToolInput(key, shape, defaults))
  }

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) setInput(readToolInput(key, shape, defaults))
    }
    addEventListener('storage', onStorage)
    return () => removeEventListener('storage', onStorage)
    // `shape` and `defaults` are module constants of each tool.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  const update = useCallback(
    (patch: Partial<T>) =>
      setInput((current) => {
        const next = { ...current, ...patch }
        try {
          localStorage.setItem(key, JSON.stringify(next))
        } catch {
          // Full or blocked storage: the tool works, it just will not remember.
        }
        return next
      }),
    [key],
  )
  return [input, update]
}
