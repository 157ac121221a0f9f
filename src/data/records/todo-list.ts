import * as z from 'zod/mini'
import { baseShape, withDefaults, type RecordType } from './base'

export const todoListSchema = z.looseObject({
  ...baseShape,
  title: z.string().check(z.maxLength(500)),
  /** Fractional index for user-sortable order. */
  order: z.string().check(z.minLength(1)),
  color: z.nullable(z.string().check(z.maxLength(40))),
})
export type TodoList = z.infer<typeof todoListSchema>

export const todoListType: RecordType<TodoList> = {
  collection: 'todoLists',
  prefix: 'list',
  schema: todoListSchema,
  create: withDefaults<TodoList>({ title: 'Untitled list', order: 'a0', color: null }),
}
