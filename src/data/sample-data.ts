import { itemLink } from '@/lib/item-links'
import { generateNKeysBetween } from 'fractional-indexing'
import { nextTask } from './read-in-slices'
import type { WorkspaceRecords } from './transfer'
import { CATEGORY_COLORS } from './records/todo-list'

/** Sizes offered on Settings > Data. */
export const SAMPLE_SIZES = {
  small: { label: 'Small', todoLists: 3, todos: 30, notes: 10, bookmarkFolders: 4, bookmarks: 40 },
  realistic: {
    label: 'Realistic',
    todoLists: 8,
    todos: 300,
    notes: 100,
    bookmarkFolders: 12,
    bookmarks: 500,
  },
  large: {
    label: 'Large',
    todoLists: 40,
    todos: 10_000,
    notes: 1_000,
    bookmarkFolders: 60,
    bookmarks: 10_000,
  },
  // Five times Large: a workspace to measure Hearth's speed at scale (bench/scale.bench.mjs).
  extraLarge: {
    label: 'Extra large',
    todoLists: 200,
    todos: 50_000,
    notes: 5_000,
    bookmarkFolders: 300,
    bookmarks: 50_000,
  },
} as const
export type SampleSize = keyof typeof SAMPLE_SIZES

/** Records of one kind made in one go; the page handles input and paints between batches. */
const BATCH = 2_000

/** `n` values of `make`, in batches of `BATCH` with a task boundary between them. */
async function inBatches<T>(n: number, make: (i: number) => T): Promise<T[]> {
  const made: T[] = []
  for (let i = 0; i < n; i++) {
    if (i > 0 && i % BATCH === 0) await new Promise<void>((resolve) => nextTask(resolve))
    made.push(make(i))
  }
  return made
}

/** YYYY-MM-DD of a date in the local time zone. */
function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * Demo content for a workspace: lists and todos, Markdown notes, folders and bookmarks.
 * faker (English only) is loaded here, on demand; it never enters the first load. Made in
 * batches (Extra large is over 100,000 records: about 2.5 s of faker's work in one task on a
 * two-core machine), with the same records for the same seed.
 */
export async function generateSampleRecords(
  size: SampleSize,
  seed?: number,
): Promise<Partial<WorkspaceRecords>> {
  const { faker } = await import('@faker-js/faker/locale/en')
  if (seed !== undefined) faker.seed(seed)
  const counts = SAMPLE_SIZES[size]
  const now = Date.now()
  const id = (prefix: string) => `${prefix}:sample-${faker.string.alphanumeric(16).toLowerCase()}`
  const when = () => faker.date.recent({ days: 120 }).getTime()
  const ordered = <T>(n: number, make: (order: string, i: number) => T) => {
    const orders = generateNKeysBetween(null, null, n)
    return inBatches(n, (i) => make(orders[i]!, i))
  }

  const todoLists = await ordered(counts.todoLists, (order) => {
    const at = when()
    return {
      id: id('list'),
      title: faker.word.words({ count: { min: 1, max: 3 } }),
      order,
      color: faker.helpers.arrayElement([null, ...CATEGORY_COLORS]),
      createdAt: at,
      updatedAt: at,
    }
  })
  const todoTags = Array.from({ length: 8 }, () => faker.word.noun().toLowerCase())
  const todos = await ordered(counts.todos, (order) => {
    const at = when()
    const done = faker.datatype.boolean({ probability: 0.3 })
    const due = faker.datatype.boolean({ probability: 0.4 })
      ? faker.date.soon({ days: 30, refDate: now - 5 * 86_400_000 })
      : null
    return {
      id: id('todo'),
      listId: faker.helpers.arrayElement(todoLists).id,
      title: faker.hacker.phrase().slice(0, 120),
      done,
      due: due ? localDate(due) : null,
      dueTime:
        due && faker.datatype.boolean({ probability: 0.3 })
          ? `${String(faker.number.int({ min: 7, max: 20 })).padStart(2, '0')}:${faker.helpers.arrayElement(['00', '15', '30', '45'])}`
          : null,
      priority: faker.helpers.arrayElement([null, null, null, 1, 2, 3, 4] as const),
      tags: faker.helpers.arrayElements(todoTags, { min: 0, max: 2 }),
      notes: faker.datatype.boolean({ probability: 0.2 }) ? faker.lorem.sentence() : '',
      subtasks: [],
      repeat: null,
      reminder: null,
      reminderFired: false,
      order,
      completedAt: done ? Math.min(now, at + 86_400_000) : null,
      createdAt: at,
      updatedAt: at,
    }
  })
  const tags = Array.from({ length: 12 }, () => faker.word.noun().toLowerCase())
  const notes = await inBatches(counts.notes, () => {
    const at = when()
    const title = faker.book.title()
    const body = [
      `# ${title}`,
      '',
      faker.lorem.paragraphs({ min: 1, max: 4 }, '\n\n'),
      '',
      ...Array.from(
        { length: faker.number.int({ min: 0, max: 4 }) },
        () => `- [${faker.datatype.boolean() ? 'x' : ' '}] ${faker.lorem.words(4)}`,
      ),
    ].join('\n')
    return {
      id: id('note'),
      title,
      body,
      tags: faker.helpers.arrayElements(tags, { min: 0, max: 3 }),
      pinned: faker.datatype.boolean({ probability: 0.05 }),
      trashedAt: null,
      createdAt: at,
      updatedAt: Math.min(now, at + faker.number.int({ min: 0, max: 30 * 86_400_000 })),
    }
  })
  const bookmarkFolders = await ordered(counts.bookmarkFolders, (order) => {
    const at = when()
    return {
      id: id('folder'),
      title: faker.commerce.department(),
      parentId: null as string | null,
      order,
      description: '',
      role: null,
      createdAt: at,
      updatedAt: at,
    }
  })
  // A third of the folders nest inside an earlier one: folders in folders, a few levels deep.
  bookmarkFolders.forEach((folder, index) => {
    if (index >= 3 && faker.datatype.boolean({ probability: 0.35 }))
      folder.parentId = faker.helpers.arrayElement(bookmarkFolders.slice(0, index)).id
  })
  const bookmarks = await ordered(counts.bookmarks, (order) => {
    const at = when()
    return {
      id: id('bookmark'),
      folderId: faker.helpers.arrayElement(bookmarkFolders).id,
      title: faker.company.name(),
      url: faker.internet.url(),
      description: faker.company.catchPhrase(),
      tags: faker.helpers.arrayElements(tags, { min: 0, max: 2 }),
      order,
      favourite: faker.datatype.boolean({ probability: 0.05 }),
      icon: null,
      iconUri: null,
      keyword: '',
      isPrivate: false,
      toRead: false,
      note: '',
      createdAt: at,
      updatedAt: at,
    }
  })
  // Links between them, as a workspace in use has (`src/lib/item-links.ts`): a third of the notes
  // link to a todo and a bookmark, a tenth of the todos to a note. Made last, so the records
  // above stay the same for a seed.
  if (todos.length && bookmarks.length)
    await inBatches(notes.length, (i) => {
      if (!faker.datatype.boolean({ probability: 0.3 })) return
      const todo = faker.helpers.arrayElement(todos)
      const bookmark = faker.helpers.arrayElement(bookmarks)
      notes[i]!.body +=
        `\n\nRelated: ${itemLink(todo.id, todo.title)}, ${itemLink(bookmark.id, bookmark.title)}\n`
    })
  if (notes.length)
    await inBatches(todos.length, (i) => {
      if (!faker.datatype.boolean({ probability: 0.1 })) return
      const note = faker.helpers.arrayElement(notes)
      const todo = todos[i]!
      todo.notes = [todo.notes, `See ${itemLink(note.id, note.title)}`].filter(Boolean).join('\n\n')
    })
  return { todoLists, todos, notes, bookmarkFolders, bookmarks }
}
