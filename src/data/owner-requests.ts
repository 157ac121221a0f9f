import type { CollectionName } from './collections'
import type { HostAnswer, HostRequest } from './host-protocol'
import type { BridgeIn, OwnerSyncAnswer } from './sync/owner-sync'
import type { TextAnswer } from './text-shadows'
import type { WorkspaceRecords } from './transfer'

/** The owner's answers to these requests. */
type RequestAnswer = Extract<HostAnswer, { exported: number }> | OwnerSyncAnswer | TextAnswer

/** What a text's listener hears: the owner's answers, and that another owner took over. */
export type TextNews = TextAnswer | { text: number; moved: true }

/**
 * What a page asks its document's owner besides writes (those are `doc-commands.ts`): a record's
 * text to edit without the document (`remote-text.ts`), every record for an export, and the
 * document's sync with the server (`owner-sync.ts`). Each answer goes to whoever asked.
 */
export class OwnerRequests {
  /** Typed text sent to the owner and not stored yet (`openText`). */
  textsUnstored = 0

  constructor(
    private readonly post: (request: HostRequest) => void,
    /** An answer about a text came: someone may wait for every typed text to be stored. */
    private readonly onTextStored: () => void,
  ) {}

  private texts = new Map<number, (answer: TextNews) => void>()
  private textKeys = 0

  /**
   * Opens a record's text field in the owner, to edit it without the document
   * (`remote-text.ts`): `listener` hears the text as it is, then its changes from elsewhere.
   */
  openText(
    collection: CollectionName,
    field: string,
    id: string,
    listener: (answer: TextNews) => void,
  ) {
    const key = ++this.textKeys
    this.texts.set(key, listener)
    this.post({ text: key, collection, field, id })
    return {
      send: (update: Uint8Array) => {
        this.textsUnstored++
        this.post({ text: key, update })
      },
      /** Stops the owner's copy following; `listener` still hears what it stores of the text. */
      close: () => this.post({ text: key, close: true }),
      forget: () => void this.texts.delete(key),
    }
  }

  private exports = new Map<number, (answer: Extract<HostAnswer, { exported: number }>) => void>()
  private exportKeys = 0

  /**
   * Every record of the workspace, as the owner's document has them once it has applied every
   * write sent before (for an export, without decoding the document on the page).
   */
  records(): Promise<WorkspaceRecords> {
    const key = ++this.exportKeys
    return new Promise((resolve, reject) => {
      this.exports.set(key, (answer) => {
        this.exports.delete(key)
        if ('error' in answer) reject(new Error(answer.error))
        else resolve(answer.collections)
      })
      this.post({ exportRecords: key })
    })
  }

  private syncing: ((answer: OwnerSyncAnswer) => void) | null = null
  /** Starts the sync again with another owner (`sync`'s `restart`). */
  private restart: (() => void) | null = null

  /**
   * Syncs the document with the server in the owner, as `name` with the device's `token`, over
   * the page's socket (`owner-sync.ts`): `listener` hears what the owner's end says; `send`
   * tells it what the page's end does (`socket-bridge.ts`). `restart`: another owner took over,
   * whose sync is to start over (the server forgets the last one's, `stop`, first).
   */
  sync(
    name: string,
    token: string,
    listener: (answer: OwnerSyncAnswer) => void,
    restart: () => void = () => {},
  ) {
    this.syncing = listener
    this.restart = restart
    this.post({ sync: { name, token } })
    return {
      send: (message: BridgeIn) => this.syncing === listener && this.post(message),
      stop: () => {
        if (this.syncing !== listener) return
        this.syncing = null
        this.restart = null
        this.post({ sync: null })
      },
    }
  }

  /**
   * Another owner took over (the tab that owned went): the exports not answered are asked of it,
   * each open text hears it (`remote-text.ts`: what was typed and not stored goes as a command,
   * and the editor binds again), and the sync starts over with it.
   */
  ownerChanged() {
    for (const key of this.exports.keys()) this.post({ exportRecords: key })
    this.textsUnstored = 0
    for (const [text, listener] of [...this.texts]) listener({ text, moved: true })
    const { restart } = this
    if (this.syncing && restart) {
      this.syncing = null
      this.restart = null
      restart()
    }
  }

  /** Hands an answer to whoever asked; whether it was one of these. */
  answer(answer: HostAnswer): answer is RequestAnswer {
    if ('exported' in answer) this.exports.get(answer.exported)?.(answer)
    else if ('socket' in answer || 'sync' in answer) this.syncing?.(answer)
    else if ('text' in answer) {
      if ('stored' in answer) this.textsUnstored--
      this.texts.get(answer.text)?.(answer)
      this.onTextStored()
    } else return false
    return true
  }
}
