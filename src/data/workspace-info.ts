import * as z from 'zod/mini'

/** A workspace's name: trimmed, 1 to 60 characters. */
export const workspaceNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Give the workspace a name.'),
    z.maxLength(60, 'Keep the name to 60 characters or fewer.'),
  )

/** One entry of the workspace list. */
export interface WorkspaceInfo {
  id: string
  name: string
  createdAt: number
  updatedAt: number
}
