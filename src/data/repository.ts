import type * as Y from 'yjs'
import * as z from 'zod/mini'
import { RECORD_TYPES, type CollectionName, type CollectionRecords } from './collections'
import { applyChange, type Change, type ChangeOrigin } from './doc/changes'
import { collectionMap } from './doc/records-in-doc'
import { originSymbol } from './doc/origins'
import { newId } from './ids'
import { orderAfter, placedKeys, type Sortable } from './order-keys'
import { createdLabel, patchedLabel, removedLabel } from './undo-labels'
import { undoSteps, type Step } from './undo-steps'

export {
  LOCAL_ORIGIN,
  originSymbol,
  recordsUndoManager,
  TOUCH_ORIGIN,
  TYPING_ORIGIN,
} from './doc/origins'

/** Thrown when a write is refused: bad fields, or a workspace that is read-only. */
export class WriteRefusedError extends Error {}

/** Where changes go when the document is not on the page: its owner in a worker (`doc-commands.ts`). */
export interface ChangeSink {
  /** `step`: the undo step of a user's own edit (`undo-steps.ts`). */
  send(change: Change, origin: ChangeOrigin, step?: Step): void
}

export interface RepositoryHost {
  /** The document written to (read only when a change goes to it: it may decode first). */
  doc: Y.Doc
  readOnly: boolean
  /** Called before every local write (asks the browser for persistent storage once). */
  beforeWrite?: () => void
  /**
   * Where changes go instead of `doc`, at the time of each write (null: to `doc`). Existence is
   * then not known on the page: the owner skips what is gone.
   */
  commands?: () => ChangeSink | null
  /**
   * Told the undo step of each of the user's own edits written to `doc` (not to the owner),
   * before it is: the document's undo history begins an item at each new step.
   */
  onStep?: (step: Step) => void
}

export { byOrder } from './order-keys'

/** Typed create / update / remove / move for one collection of a workspace. */
export class Repository<K extends CollectionName> {
  private get type() {
    return RECORD_TYPES[this.name]
  }

  constructor(
    private readonly host: RepositoryHost,
    readonly name: K,
  ) {}

  /**
   * Whether a record exists, as far as the page can tell (always, while changes are commands,
   * and in a read-only workspace, whose writes are refused without reading its document).
   */
  private has(id: string): boolean {
    const { host } = this
    return !!host.commands?.() || host.readOnly || collectionMap(host.doc, this.name).has(id)
  }

  /** Applies a change, to the document or as a command to its owner. */
  private apply(change: Omit<Change, 'collection'>, origin: ChangeOrigin, step?: Step) {
    const full: Change = { collection: this.name, ...change }
    const sink = this.host.commands?.()
    if (sink) return sink.send(full, origin, step)
    const { doc } = this.host
    if (step) this.host.onStep?.(step)
    doc.transact(() => applyChange(doc, full), originSymbol(origin))
  }

  /**
   * Writes a change; the user's own (`label`: what its undo step is called, if it begins one)
   * or, with `'typing'`, text typed into a field with a history of its own.
   */
  private write(change: Omit<Change, 'collection'>, label: string | 'typing') {
    if (this.host.readOnly) throw new WriteRefusedError('This workspace is read-only.')
    this.host.beforeWrite?.()
    if (label === 'typing') this.apply(change, 'typing')
    else this.apply(change, 'local', undoSteps.step(label))
  }

  private validate(record: Record<string, unknown>): CollectionRecords[K] {
    const parsed = z.safeParse(this.type.schema, record)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw new WriteRefusedError(
        `Invalid ${this.name} ${issue?.path.join('.') || 'record'}: ${issue?.message ?? 'refused'}`,
      )
    }
    return parsed.data as CollectionRecords[K]
  }

  /**
   * Creates a record with defaults for every field not given. With `append` (its parent key: a
   * todo's list, a bookmark's folder, '' for none), its `order` goes after its siblings': those
   * the caller knows, and, where the document is with its owner, every one the owner holds.
   */
  create(
    fields: Partial<CollectionRecords[K]> = {},
    { append }: { append?: string } = {},
  ): CollectionRecords[K] {
    const now = Date.now()
    const id = (fields.id as string | undefined) ?? newId(this.type.prefix)
    const record = this.validate(
      this.type.create({ ...fields, id, now } as Parameters<typeof this.type.create>[0]),
    )
    this.write(
      { write: [record], ...(append === undefined ? {} : { append: { parent: append } }) },
      createdLabel(this.name, 1),
    )
    return record
  }

  /**
   * Creates many records in one undoable step (an import, an undone delete). Every record is
   * checked before any is written: one refused record refuses them all.
   */
  createMany(list: readonly Partial<CollectionRecords[K]>[]): CollectionRecords[K][] {
    const now = Date.now()
    const records = list.map((fields) =>
      this.validate(
        this.type.create({
          ...fields,
          id: (fields.id as string | undefined) ?? newId(this.type.prefix),
          now,
        } as Parameters<typeof this.type.create>[0]),
      ),
    )
    if (records.length) this.write({ write: records }, createdLabel(this.name, records.length))
    return records
  }

  /** Changes some fields of a record; `updatedAt` follows. Returns false if it does not exist. */
  update(
    id: string,
    patch: Partial<CollectionRecords[K]>,
    current?: CollectionRecords[K],
  ): boolean {
    if (!this.has(id)) return false
    const next = { ...(current ?? {}), ...patch, id, updatedAt: Date.now() } as Record<
      string,
      unknown
    >
    if (current) this.validate(next)
    else this.validateFields(patch)
    this.write(
      { patch: [{ id, fields: { ...patch, updatedAt: next.updatedAt } }] },
      patchedLabel(this.name, 1, patch),
    )
    return true
  }

  /**
   * Changes fields as the user types them into a text field that has an undo history of its
   * own (a note's title; its body's editor has one too), outside the app's undo history: Undo
   * outside the field must never bring back text undone inside it. Checked like `update`.
   */
  updateTyped(id: string, patch: Partial<CollectionRecords[K]>): boolean {
    if (!this.has(id)) return false
    this.validateFields(patch)
    this.write({ patch: [{ id, fields: { ...patch, updatedAt: Date.now() } }] }, 'typing')
    return true
  }

  /**
   * Changes fields of several records in one undoable step (a layout change moves several
   * widgets). Every patch is checked before any is written; records that are gone are skipped.
   * With `append`, records whose `order` changes go last among that parent's (see `create`).
   */
  updateMany(
    changes: readonly { id: string; patch: Partial<CollectionRecords[K]> }[],
    { append }: { append?: string } = {},
  ) {
    const present = changes.filter(({ id }) => this.has(id))
    for (const { patch } of present) this.validateFields(patch)
    if (!present.length) return
    const now = Date.now()
    this.write(
      {
        ...(append === undefined ? {} : { append: { parent: append } }),
        patch: present.map(({ id, patch }) => ({ id, fields: { ...patch, updatedAt: now } })),
      },
      patchedLabel(this.name, present.length, present[0]!.patch),
    )
  }

  private validateFields(patch: Partial<CollectionRecords[K]>) {
    const shape = (
      this.type.schema as unknown as {
        shape?: Record<string, { safeParse: (v: unknown) => { success: boolean } }>
      }
    ).shape
    for (const [field, value] of Object.entries(patch)) {
      const fieldSchema = shape?.[field]
      if (fieldSchema && !fieldSchema.safeParse(value).success)
        throw new WriteRefusedError(`Invalid ${this.name} ${field}`)
    }
  }

  /**
   * Sets `updatedAt` to now, outside the undo history (after an edit to a text field). Only the
   * time is written, apart from the record, so an edit to another field made at the same moment
   * in another tab or device is not overwritten.
   */
  touch(id: string) {
    if (!this.has(id) || this.host.readOnly) return
    this.apply({ touch: [{ id, time: Date.now() }] }, 'touch')
  }

  /**
   * Changes fields as bookkeeping, outside the undo history: a reminder that fired must not
   * fire again because the user pressed Undo for something else. Checked like `update`.
   */
  mark(id: string, patch: Partial<CollectionRecords[K]>): boolean {
    if (!this.has(id)) return false
    if (this.host.readOnly) throw new WriteRefusedError('This workspace is read-only.')
    this.validateFields(patch)
    this.apply({ patch: [{ id, fields: { ...patch, updatedAt: Date.now() } }] }, 'touch')
    return true
  }

  /**
   * Deletes records as bookkeeping, outside the undo history (the Trash emptying itself after
   * 30 days): Undo and Redo keep meaning the user's own last steps.
   */
  purge(ids: readonly string[]) {
    const present = ids.filter((id) => this.has(id))
    if (!present.length || this.host.readOnly) return
    this.apply({ remove: present }, 'touch')
  }

  /**
   * Moves records to the Trash (`with`: the list or folder whose deletion takes them along),
   * in one undoable step; those gone are skipped.
   */
  trash(ids: readonly string[], { with: leader = null }: { with?: string | null } = {}) {
    const trashedAt = Date.now()
    const patch = { trashedAt, trashedWith: leader } as Partial<CollectionRecords[K]>
    this.updateMany(ids.map((id) => ({ id, patch })))
  }

  /** Takes records out of the Trash, in one undoable step (`trash.ts` decides where they go). */
  untrash(changes: readonly { id: string; patch?: Partial<CollectionRecords[K]> }[]) {
    const out = { trashedAt: null, trashedWith: null } as Partial<CollectionRecords[K]>
    this.updateMany(changes.map(({ id, patch }) => ({ id, patch: { ...patch, ...out } })))
  }

  /** Deletes a record. */
  remove(id: string): boolean {
    if (!this.has(id)) return false
    this.write({ remove: [id] }, removedLabel(this.name, 1))
    return true
  }

  /** Deletes many records in one undoable step. */
  removeMany(ids: Iterable<string>) {
    const remove = [...ids]
    if (!remove.length) return
    this.write({ remove }, removedLabel(this.name, remove.length))
  }

  /**
   * Puts a record at `index` among `rest` (its siblings as shown, in `byOrder`, without it).
   * Usually only the moved record changes; where the neighbours share a key (appended on two
   * devices at once), the run of them from `index` on gets new keys too, in one undoable step.
   */
  place(id: string, rest: readonly Sortable[], index: number): void {
    if (!this.has(id)) return
    const { ids, keys } = placedKeys(id, rest, index)
    const now = Date.now()
    this.write(
      {
        patch: ids.map((changed, i) => ({
          id: changed,
          fields: { order: keys[i], updatedAt: now },
        })),
      },
      patchedLabel(this.name, 1, { order: keys[0] }),
    )
  }

  /** An order key after every given record, for appending. */
  static orderAfter = orderAfter
}
