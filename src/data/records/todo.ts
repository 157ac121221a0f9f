import * as z from 'zod/mini'
import { baseShape, withDefaults, type RecordType } from './base'

export const todoSchema = z.looseObject({
  ...baseShape,
  listId: z.nullable(z.string()),
  title: z.string().check(z.maxLength(2000)),
  done: z.boolean(),
  /** Due date as YYYY-MM-DD, or null. */
  due: z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  notes: z.string().check(z.maxLength(20_000)),
  order: z.string().check(z.minLength(1)),
  completedAt: z.nullable(z.number()),
})
export type Todo = z.infer<typeof todoSchema>

export const todoType: RecordType<Todo> = {
  collection: 'todos',
  prefix: 'todo',
  schema: todoSchema,
  create: withDefaults<Todo>({
    listId: null,
    title: '',
    done: false,
    due: null,
    notes: '',
    order: 'a0',
    completedAt: null,
  }),
}
