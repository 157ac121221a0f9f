import { z } from 'zod'
import { baseShape, type RecordType } from './base'

export const todoListSchema = z.looseObject({
  ...baseShape,
  title: z.string().max(500),
  /** Fractional index for user-sortable order. */
  order: z.string().min(1),
  color: z.string().max(40).nullable(),
})
export type TodoList = z.infer<typeof todoListSchema>

export const todoListType: RecordType<TodoList> = {
  collection: 'todoLists',
  prefix: 'list',
  schema: todoListSchema,
  create: ({ id, now, ...fields }) => ({
    title: 'Untitled list',
    order: 'a0',
    color: null,
    ...fields,
    id,
    createdAt: now,
    updatedAt: now,
  }),
}
