import * as z from 'zod/mini'
import { baseShape, trashShape, withDefaults, type RecordType } from './base'

/** The palette's category colours a list can take (`--cat-<name>` in the theme). */
export const CATEGORY_COLORS = [
  'red',
  'orange',
  'yellow',
  'green',
  'cyan',
  'blue',
  'violet',
] as const
export type CategoryColor = (typeof CATEGORY_COLORS)[number]

export const todoListSchema = z.looseObject({
  ...baseShape,
  ...trashShape,
  title: z.string().check(z.maxLength(500)),
  /** Fractional index for user-sortable order. */
  order: z.string().check(z.minLength(1)),
  /** One of `CATEGORY_COLORS`, or null; other values (a newer build's) are kept and shown plain. */
  color: z.nullable(z.string().check(z.maxLength(40))),
})
export type TodoList = z.infer<typeof todoListSchema>

export const todoListType: RecordType<TodoList> = {
  collection: 'todoLists',
  prefix: 'list',
  schema: todoListSchema,
  create: withDefaults<TodoList>({ title: 'Untitled list', order: 'a0', color: null }),
}
