import * as z from 'zod/mini'
import { baseShape, withDefaults, type RecordType } from './base'

/** How many bookmarks the taskbar holds. */
export const MAX_PINNED_LINKS = 12

/** Settings that belong to a workspace rather than a device. One record per workspace. */
export const workspaceSettingsSchema = z.looseObject({
  ...baseShape,
  /** Todo list new todos go to, or null. */
  defaultTodoListId: z.nullable(z.string()),
  /** Bookmarks pinned to the taskbar, by id, in order (schema 4). */
  pinnedLinks: z.array(z.string()).check(z.maxLength(MAX_PINNED_LINKS)),
})
export type WorkspaceSettings = z.infer<typeof workspaceSettingsSchema>

/** What schema 4 added to the workspace's settings, as stored on settings from before it. */
export const WORKSPACE_SETTINGS_V4_DEFAULTS = {
  pinnedLinks: [],
} satisfies Partial<WorkspaceSettings>

export const WORKSPACE_SETTINGS_ID = 'settings:workspace'

export const workspaceSettingsType: RecordType<WorkspaceSettings> = {
  collection: 'settings',
  prefix: 'settings',
  schema: workspaceSettingsSchema,
  create: withDefaults<WorkspaceSettings>({
    defaultTodoListId: null,
    ...WORKSPACE_SETTINGS_V4_DEFAULTS,
  }),
}
