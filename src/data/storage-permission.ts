/** Whether the browser keeps Hearth's storage when it runs short of space. */
export type PersistState = 'unknown' | 'granted' | 'denied' | 'unsupported'

/**
 * Asks the browser for persistent storage (on the first write of a session) and remembers its
 * answer for Settings > Data. Browsers may evict non-persistent storage under pressure.
 */
export class StoragePermission {
  state: PersistState = 'unknown'

  constructor(private readonly changed: () => void) {}

  /** Asks for persistent storage; the browser may ask the user or decide by itself. */
  async request() {
    if (!navigator.storage?.persist) this.state = 'unsupported'
    else
      this.state =
        (await navigator.storage.persisted()) || (await navigator.storage.persist())
          ? 'granted'
          : 'denied'
    this.changed()
  }

  /** Reads whether storage is persistent already, without asking. */
  async check() {
    if (!navigator.storage?.persisted) this.state = 'unsupported'
    else if (await navigator.storage.persisted()) this.state = 'granted'
    this.changed()
  }
}
