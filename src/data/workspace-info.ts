import * as z from 'zod/mini'

/** The longest workspace name, in UTF-16 units (what `string.length` counts). */
export const MAX_WORKSPACE_NAME = 60

/** A workspace's name: trimmed, 1 to 60 characters. */
export const workspaceNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Give the workspace a name.'),
    z.maxLength(MAX_WORKSPACE_NAME, 'Keep the name to 60 characters or fewer.'),
  )

/** The start of `name` that fits in `length` UTF-16 units, never splitting a character. */
export function fitName(name: string, length: number): string {
  let fitted = ''
  for (const character of name) {
    if (fitted.length + character.length > length) break
    fitted += character
  }
  return fitted.trimEnd()
}

/** One entry of the workspace list. */
export interface WorkspaceInfo {
  id: string
  name: string
  createdAt: number
  updatedAt: number
}
