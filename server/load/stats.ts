// Figures for the load script: a millisecond histogram, memory peaks, command-line flags.

/** Delays in whole milliseconds up to a minute (longer ones count as a minute). */
export class Histogram {
  private readonly buckets = new Uint32Array(60_001)
  count = 0
  max = 0

  add(ms: number): void {
    const bucket = Math.min(Math.max(0, Math.round(ms)), 60_000)
    this.buckets[bucket]! += 1
    this.count += 1
    this.max = Math.max(this.max, bucket)
  }

  /** [ms, count] for every delay seen: small enough to pass between processes. */
  entries(): [number, number][] {
    const entries: [number, number][] = []
    this.buckets.forEach((count, ms) => count && entries.push([ms, count]))
    return entries
  }

  addEntries(entries: [number, number][]): void {
    for (const [ms, count] of entries) {
      this.buckets[ms]! += count
      this.count += count
      this.max = Math.max(this.max, ms)
    }
  }

  percentile(p: number): number {
    const target = Math.ceil((p / 100) * this.count)
    let seen = 0
    for (let ms = 0; ms < this.buckets.length; ms++) {
      seen += this.buckets[ms]!
      if (seen >= target && seen > 0) return ms
    }
    return 0
  }
}

export interface MemoryFigures {
  name: string
  last: NodeJS.MemoryUsage
  peak: NodeJS.MemoryUsage
}

/** The last and the highest process.memoryUsage() figures, per process. */
export class MemoryPeaks {
  private readonly figures = new Map<string, MemoryFigures>()

  add(name: string, usage: NodeJS.MemoryUsage): void {
    const known = this.figures.get(name)
    const peak = { ...(known?.peak ?? usage) }
    for (const key of Object.keys(usage) as (keyof NodeJS.MemoryUsage)[]) {
      peak[key] = Math.max(peak[key], usage[key])
    }
    this.figures.set(name, { name, last: usage, peak })
  }

  report(): MemoryFigures[] {
    return [...this.figures.values()]
  }
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

/** `--name value` or `--name=value` for each default (camelCase names are spelt kebab-case). */
export function parseFlags<T extends Record<string, number>>(args: string[], defaults: T): T {
  const flags: Record<string, number> = { ...defaults }
  const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i]!.split('=', 2) as [string, string | undefined]
    const name = Object.keys(defaults).find((key) => `--${kebab(key)}` === flag)
    const value = Number(inline ?? args[++i])
    if (!name || !Number.isFinite(value) || value <= 0) {
      const known = Object.entries(defaults).map(([key, v]) => `--${kebab(key)} ${v}`)
      throw new Error(
        `Unknown flag or value: ${args.slice(i - 1, i + 1).join(' ')}. Flags: ${known.join(', ')}`,
      )
    }
    flags[name] = value
  }
  return flags as T
}
