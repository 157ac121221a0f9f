import * as z from 'zod/mini'
import { baseShape, withDefaults, type RecordType } from './base'

/** Settings that belong to a workspace rather than a device. One record per workspace. */
export const workspaceSettingsSchema = z.looseObject({
  ...baseShape,
  /** Todo list new todos go to, or null. */
  defaultTodoListId: z.nullable(z.string()),
})
export type WorkspaceSettings = z.infer<typeof workspaceSettingsSchema>

export const WORKSPACE_SETTINGS_ID = 'settings:workspace'

export const workspaceSettingsType: RecordType<WorkspaceSettings> = {
  collection: 'settings',
  prefix: 'settings',
  schema: workspaceSettingsSchema,
  create: withDefaults<WorkspaceSettings>({ defaultTodoListId: null }),
}
