/**
 * Token buckets: `burst` tokens at most, refilled at `perSecond`. A bucket that has refilled
 * completely is the same as a new one, so keyed buckets can forget it (see {@link KeyedBuckets}).
 */
export class TokenBucket {
  private tokens: number
  private last: number

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    now = Date.now(),
  ) {
    this.tokens = burst
    this.last = now
  }

  private refill(now: number): void {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond)
    this.last = now
  }

  /** Takes one token; false (taking nothing) when the bucket is empty. */
  take(now = Date.now()): boolean {
    this.refill(now)
    if (this.tokens < 1) return false
    this.tokens -= 1
    return true
  }

  /** True when a token is available, without taking it. */
  canTake(now = Date.now()): boolean {
    this.refill(now)
    return this.tokens >= 1
  }

  isFull(now = Date.now()): boolean {
    this.refill(now)
    return this.tokens >= this.burst
  }

  /** Seconds until one token is available again (0 when one is). */
  secondsUntilNext(now = Date.now()): number {
    this.refill(now)
    return this.tokens >= 1 ? 0 : Math.ceil((1 - this.tokens) / this.perSecond)
  }
}

/** One bucket per key (a token hash, an IP address); `prune()` drops the full ones. */
export class KeyedBuckets {
  private readonly buckets = new Map<string, TokenBucket>()

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {}

  get(key: string): TokenBucket {
    let bucket = this.buckets.get(key)
    if (!bucket) {
      bucket = new TokenBucket(this.perSecond, this.burst)
      this.buckets.set(key, bucket)
    }
    return bucket
  }

  take(key: string): boolean {
    return this.get(key).take()
  }

  prune(now = Date.now()): void {
    for (const [key, bucket] of this.buckets) if (bucket.isFull(now)) this.buckets.delete(key)
  }
}
