import fc from 'fast-check'
import type { WorkspaceRecords } from './transfer'

// fast-check generators of workspace records, for the export and import property tests.

const time = fc.integer({ min: 0, max: 4_102_444_800_000 })
const text = (max: number) => fc.string({ maxLength: max })
const order = fc.stringMatching(/^a[0-9A-Za-z]{1,6}$/)
const tag = fc.string({ minLength: 1, maxLength: 20 })
const extra = fc.option(
  fc.dictionary(fc.stringMatching(/^x[a-z]{1,8}$/), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 }),
  { nil: undefined },
)

const withBase = <T extends object>(prefix: string, fields: fc.Arbitrary<T>) =>
  fc
    .tuple(fc.uuid(), time, time, fields, extra)
    .map(([uuid, createdAt, updatedAt, rest, unknown]) => ({
      ...unknown,
      ...rest,
      id: `${prefix}:${uuid}`,
      createdAt,
      updatedAt,
    }))

/** Any workspace's records, every collection, with unknown fields here and there. */
export const arbitraryRecords: fc.Arbitrary<WorkspaceRecords> = fc.record({
  todoLists: fc.array(
    withBase('list', fc.record({ title: text(40), order, color: fc.constantFrom(null, 'red') })),
    { maxLength: 4 },
  ),
  todos: fc.array(
    withBase(
      'todo',
      fc.record({
        listId: fc.constantFrom(null, 'list:x'),
        title: text(60),
        done: fc.boolean(),
        due: fc.constantFrom(null, '2026-11-22'),
        dueTime: fc.constantFrom(null, '09:30', '23:59'),
        priority: fc.constantFrom(null, 1, 2, 3, 4),
        tags: fc.array(tag, { maxLength: 3 }),
        notes: text(40),
        subtasks: fc.array(fc.record({ id: fc.uuid(), title: text(30), done: fc.boolean() }), {
          maxLength: 3,
        }),
        repeat: fc.option(
          fc.record({
            rrule: fc.constantFrom(
              'FREQ=DAILY',
              'FREQ=MONTHLY;BYDAY=3TU',
              'FREQ=WEEKLY;INTERVAL=2',
            ),
            fromCompletion: fc.boolean(),
          }),
          { nil: null },
        ),
        reminder: fc.option(time, { nil: null }),
        reminderFired: fc.boolean(),
        order,
        completedAt: fc.option(time, { nil: null }),
      }),
    ),
    { maxLength: 6 },
  ),
  notes: fc.array(
    withBase(
      'note',
      fc.record({
        title: text(40),
        body: fc.string({ maxLength: 300 }),
        tags: fc.array(tag, { maxLength: 3 }),
        pinned: fc.boolean(),
        trashedAt: fc.option(time, { nil: null }),
      }),
    ),
    { maxLength: 5 },
  ),
  bookmarkFolders: fc.array(
    withBase(
      'folder',
      fc.record({
        title: text(30),
        parentId: fc.constant(null),
        order,
        description: text(30),
        role: fc.constantFrom(null, 'toolbar', 'unfiled'),
      }),
    ),
    { maxLength: 3 },
  ),
  bookmarks: fc.array(
    withBase(
      'bookmark',
      fc.record({
        folderId: fc.constant(null),
        title: text(40),
        url: fc.webUrl(),
        description: text(40),
        tags: fc.array(tag, { maxLength: 2 }),
        order,
        favourite: fc.boolean(),
        icon: fc.constantFrom(null, 'data:image/png;base64,iVBORw0KGgo='),
        iconUri: fc.constantFrom(null, 'https://example.com/favicon.ico'),
        keyword: fc.constantFrom('', 'gh'),
        isPrivate: fc.boolean(),
        toRead: fc.boolean(),
        note: fc.constantFrom('', 'Read **later**', 'See [Plan](hearth:note:plan)'),
      }),
    ),
    { maxLength: 5 },
  ),
  widgets: fc.array(
    withBase(
      'widget',
      fc.record({
        kind: fc.constantFrom('clock', 'notes'),
        order,
        config: fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), {
          maxKeys: 2,
        }),
        layouts: fc.record(
          {
            lg: fc.record({
              x: fc.integer({ min: 0, max: 11 }),
              y: fc.integer({ min: 0, max: 50 }),
              w: fc.integer({ min: 1, max: 12 }),
              h: fc.integer({ min: 1, max: 40 }),
            }),
            sm: fc.record({
              x: fc.constant(0),
              y: fc.integer({ min: 0, max: 50 }),
              w: fc.constant(1),
              h: fc.integer({ min: 1, max: 40 }),
            }),
          },
          { requiredKeys: [] },
        ),
        hidden: fc.boolean(),
      }),
    ),
    { maxLength: 2 },
  ),
  colors: fc.array(
    withBase(
      'color',
      fc.record({
        name: text(30),
        value: fc.constantFrom('#3b82f6', 'oklch(70% 0.3 150)', 'not a colour'),
        order,
      }),
    ),
    { maxLength: 3 },
  ),
  settings: fc.constant([]),
}) as fc.Arbitrary<WorkspaceRecords>
