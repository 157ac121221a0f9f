/**
 * Which tab owns the origin's documents where there is no SharedWorker (`owner-relay.ts`): the
 * one holding the Web Lock `name`, whose worker (`document.lock-worker.ts`) serves every tab.
 * Each tab that writes through an owner asks for the lock once and keeps asking for the rest of
 * its life: granted (at once, or when the tab that holds it goes or gives it up), its worker
 * serves until then.
 *
 * A hidden tab may be frozen (a phone freezes tabs in the background, and their workers with
 * them), so the owner makes way for a tab the user sees: a visible tab that waits says so
 * (`{ waits }`, again whenever it shows, or hears that the owner hid: `{ hides }`); an owner
 * whose tab is hidden then gives the lock up (its worker stops serving and stores what it
 * holds first) and asks again, and a visible one says it stays (`{ stays }`). An owner that
 * says neither within `STEAL_AFTER_MS` is frozen: the visible tab takes the lock from it (a Web
 * Lock's `steal`), and the frozen tab, thawed, finds it gone, ends its worker and asks again.
 * Hidden tabs never take the lock from each other. Each owner serves in a term later than every
 * owner's before it (the clock's time, or one more than the last term heard): pages never go
 * back to an earlier owner, and one that hears of a later owner leaves (`owner-serve.ts`).
 */

export const STEAL_AFTER_MS = 5_000

type Message = { waits: string } | { hides: string } | { stays: string }

const said = (data: unknown, key: 'waits' | 'hides' | 'stays') =>
  !!data && typeof data === 'object' && key in data

/** The term an owner says it serves in (`owner-relay.ts`), if `data` is such a word. */
const termOf = (data: unknown) =>
  !!data && typeof data === 'object' && 'owner' in data && 'term' in data
    ? Number(data.term) || 0
    : 0

const hidden = () => document.visibilityState === 'hidden'

export class OwnerElection {
  private readonly tab = crypto.randomUUID()
  private readonly channel: BroadcastChannel
  /** Whether this tab waits for the lock (and how to stop asking). */
  private waiting: AbortController | null = null
  /** Ends serving, while this tab owns: its worker stores what it holds, then the lock goes. */
  private leave: (() => void) | null = null
  private stealing: ReturnType<typeof setTimeout> | undefined
  /** The greatest term an owner was heard to serve in. */
  private lastTerm = 0

  constructor(
    private readonly name: string,
    /** Starts the owner's worker. */
    private readonly startWorker: () => Worker,
    /** The owner's worker failed: it gives the lock up, for another tab to own. */
    private readonly failed: (event: Event) => void,
  ) {
    this.channel = new BroadcastChannel(name)
    this.channel.onmessage = ({ data }: MessageEvent<unknown>) => this.heard(data)
    document.addEventListener('visibilitychange', () => {
      if (this.leave && hidden()) this.say({ hides: this.tab })
      this.saysItWaits()
    })
    this.own()
  }

  private say(message: Message) {
    this.channel.postMessage(message)
  }

  private heard(data: unknown) {
    this.lastTerm = Math.max(this.lastTerm, termOf(data))
    if (said(data, 'waits') && this.leave) {
      if (hidden()) this.leave()
      else this.say({ stays: this.tab })
    }
    if (said(data, 'hides')) this.saysItWaits()
    if (said(data, 'stays')) clearTimeout(this.stealing)
  }

  /** Asks for the lock (`steal`: takes it from a frozen owner). */
  private own(steal = false) {
    this.waiting?.abort()
    const waiting = new AbortController()
    this.waiting = waiting
    const granted = () => {
      this.waiting = null
      clearTimeout(this.stealing)
      return new Promise<void>((release) => this.serve(release))
    }
    const asked = steal
      ? navigator.locks.request(this.name, { steal: true }, granted)
      : navigator.locks.request(this.name, { signal: waiting.signal }, granted)
    // Taken from this tab (it was frozen while it owned), unless it stopped asking itself.
    asked.catch(() => {
      if (!waiting.signal.aborted) this.stolen()
    })
    if (!steal) setTimeout(() => this.saysItWaits())
  }

  /** Says that this tab waits, if it is visible; takes the lock if the owner says nothing. */
  private saysItWaits() {
    if (!this.waiting || hidden()) return
    this.say({ waits: this.tab })
    clearTimeout(this.stealing)
    this.stealing = setTimeout(() => {
      if (this.waiting && !hidden()) this.own(true)
    }, STEAL_AFTER_MS)
  }

  private serve(release: () => void) {
    const worker = this.startWorker()
    const end = () => {
      this.leave = null
      worker.terminate()
      release()
    }
    worker.onerror = (event) => {
      this.failed(event)
      end()
    }
    this.leave = () => {
      this.leave = null
      worker.onmessage = () => {
        end()
        this.own()
      }
      worker.postMessage({ leave: true })
    }
    // Later than every owner's before (granted after them), by the clock and by what was heard.
    const term = Math.max(Date.now(), this.lastTerm + 1)
    worker.postMessage({ channel: this.name, id: crypto.randomUUID(), term })
    // Given the lock while hidden: a visible tab that waits may say so.
    if (hidden()) this.say({ hides: this.tab })
  }

  /** The lock was taken from this tab: its worker stores what it holds and ends; asked again. */
  private stolen() {
    if (this.leave) this.leave()
    else this.own()
  }
}
