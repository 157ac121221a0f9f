import { z } from 'zod'
import { baseShape, type RecordType } from './base'

export const todoSchema = z.looseObject({
  ...baseShape,
  listId: z.string().nullable(),
  title: z.string().max(2000),
  done: z.boolean(),
  /** Due date as YYYY-MM-DD, or null. */
  due: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  notes: z.string().max(20_000),
  order: z.string().min(1),
  completedAt: z.number().nullable(),
})
export type Todo = z.infer<typeof todoSchema>

export const todoType: RecordType<Todo> = {
  collection: 'todos',
  prefix: 'todo',
  schema: todoSchema,
  create: ({ id, now, ...fields }) => ({
    listId: null,
    title: '',
    done: false,
    due: null,
    notes: '',
    order: 'a0',
    completedAt: null,
    ...fields,
    id,
    createdAt: now,
    updatedAt: now,
  }),
}
