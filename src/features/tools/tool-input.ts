import { useCallback, useEffect, useState } from 'react'
import type * as z from 'zod/mini'
import { useWorkspace } from '@/data/hooks'
import { readPersisted } from '@/lib/persisted'
import { WORKSPACE_ENTRY_MAX, workspaceEntryKey } from '@/lib/workspace-storage'

/** Where a tool's last input is kept: this device, per workspace, per tool. */
export const toolInputKey = (workspaceId: string, tool: string) =>
  workspaceEntryKey('tool-input', workspaceId, tool)

/**
 * A text longer than this is used but not remembered: localStorage holds about 5.2 million
 * characters for the whole site, and two large inputs filled it, so settings could no longer
 * be saved.
 */
export const TOOL_INPUT_MAX = WORKSPACE_ENTRY_MAX

/**
 * Whether the tool's input as shown will be there next time: `kept`; `too-long` (a text over
 * {@link TOOL_INPUT_MAX} characters, left out); `not-stored` (the browser refused to store it).
 */
export type ToolMemory = 'kept' | 'too-long' | 'not-stored'

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

const fits = (value: unknown) => typeof value !== 'string' || value.length <= TOOL_INPUT_MAX
const tooLong = (input: object) => !Object.values(input).every(fits)

/** The stored input; one kept before there was a limit may be too long to remember again. */
function stored<T extends object>(
  key: string,
  shape: { [K in keyof T]: z.ZodMiniType<T[K]> },
  defaults: T,
): { input: T; memory: ToolMemory } {
  const input = readToolInput(key, shape, defaults)
  return { input, memory: tooLong(input) ? 'too-long' : 'kept' }
}

/** Stores a tool's input, less any text too long to remember (it opens as its default then). */
function remember(key: string, input: object): ToolMemory {
  const kept = Object.fromEntries(Object.entries(input).filter(([, value]) => fits(value)))
  try {
    localStorage.setItem(key, JSON.stringify(kept))
  } catch {
    // Full or blocked storage: an older input must not come back in its place.
    try {
      localStorage.removeItem(key)
    } catch {
      /* storage unavailable */
    }
    return 'not-stored'
  }
  return tooLong(input) ? 'too-long' : 'kept'
}

/**
 * A tool's input (what the user typed or chose, never a generated secret), kept per workspace on
 * this device so the tool opens as it was left. Other tabs pick up changes through the `storage`
 * event. Storage that is full or blocked only loses the memory, never the tool; the third value
 * says whether the input shown is remembered (`NotRemembered` shows it).
 */
export function useToolInput<T extends object>(
  tool: string,
  shape: { [K in keyof T]: z.ZodMiniType<T[K]> },
  defaults: T,
): [T, (patch: Partial<T>) => void, ToolMemory] {
  const { id } = useWorkspace()
  const key = toolInputKey(id, tool)
  const [state, setState] = useState(() => stored(key, shape, defaults))
  const [readKey, setReadKey] = useState(key)
  if (readKey !== key) {
    // The workspace changed: show that workspace's input.
    setReadKey(key)
    setState(stored(key, shape, defaults))
  }

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // What another tab left out (a text too long to remember) stays as this tab shows it.
      if (event.key !== key) return
      setState((current) => {
        const input = readToolInput(key, shape, current.input)
        return { input, memory: tooLong(input) ? 'too-long' : 'kept' }
      })
    }
    addEventListener('storage', onStorage)
    return () => removeEventListener('storage', onStorage)
    // `shape` and `defaults` are module constants of each tool.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  const update = useCallback(
    (patch: Partial<T>) =>
      setState((current) => {
        const input = { ...current.input, ...patch }
        return { input, memory: remember(key, input) }
      }),
    [key],
  )
  return [state.input, update, state.memory]
}
