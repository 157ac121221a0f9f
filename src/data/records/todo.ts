import * as z from 'zod/mini'
import { baseShape, trashShape, withDefaults, type RecordType } from './base'

/** One step of a todo's checklist. */
export const subtaskSchema = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  title: z.string().check(z.maxLength(2000)),
  done: z.boolean(),
})
export type Subtask = z.infer<typeof subtaskSchema>

/** How a todo repeats: an RFC 5545 RRULE (without the `RRULE:` prefix) and where it counts from. */
export const repeatSchema = z.looseObject({
  rrule: z.string().check(z.minLength(1), z.maxLength(500)),
  /** True: the next occurrence counts from the day it was completed (`every!`). */
  fromCompletion: z.boolean(),
})
export type Repeat = z.infer<typeof repeatSchema>

/** Priority 1 (highest) to 4, as `p1`–`p4` in quick add and `(A)`–`(D)` in todo.txt; null: none. */
export const prioritySchema = z.nullable(
  z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
)
export type Priority = z.infer<typeof prioritySchema>

export const todoSchema = z.looseObject({
  ...baseShape,
  ...trashShape,
  /** Its list, or null for the Inbox. */
  listId: z.nullable(z.string()),
  title: z.string().check(z.maxLength(2000)),
  done: z.boolean(),
  /** Due date as YYYY-MM-DD, or null. */
  due: z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  /** Due time as HH:MM (local wall-clock time), or null for an all-day todo. Needs `due`. */
  dueTime: z.nullable(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/))),
  priority: prioritySchema,
  /** Tags without the `@`. */
  tags: z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(50)),
  /** Markdown. */
  notes: z.string().check(z.maxLength(20_000)),
  subtasks: z.array(subtaskSchema).check(z.maxLength(200)),
  repeat: z.nullable(repeatSchema),
  /** When to remind, in milliseconds since 1970, or null. */
  reminder: z.nullable(z.number().check(z.nonnegative())),
  /** True once the current `reminder` has fired (in any tab); setting a new reminder clears it. */
  reminderFired: z.boolean(),
  order: z.string().check(z.minLength(1)),
  completedAt: z.nullable(z.number()),
})
export type Todo = z.infer<typeof todoSchema>

/** Defaults of the fields schema v2 added (see the `todo-details` migration). */
export const TODO_V2_DEFAULTS = {
  dueTime: null,
  priority: null,
  tags: [] as string[],
  subtasks: [] as Subtask[],
  repeat: null,
  reminder: null,
  reminderFired: false,
} satisfies Partial<Todo>

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
    ...TODO_V2_DEFAULTS,
  }),
}
