import type * as Recurrence from './recurrence'

/**
 * rrule.js and what runs on it (`recurrence.ts`), fetched when first needed, off the start
 * page's first load: ticking a repeating todo, a repeat only rrule.js puts in words. Quick add's
 * parser, which imports it itself, hands it over at once (`recurrenceArrived`).
 */
export type Recurrences = Pick<typeof Recurrence, 'firstDue' | 'nextOccurrence' | 'describeRepeat'>

let loaded: Recurrences | null = null

export function loadRecurrence(): Promise<Recurrences> {
  return import('./recurrence').then((module) => (loaded = module))
}

/** Its functions, if it has been fetched; null otherwise (`loadRecurrence` fetches it). */
export const recurrenceIfLoaded = (): Recurrences | null => loaded

/** Called by a module that imports recurrence.ts itself (quick add's parser). */
export function recurrenceArrived(module: Recurrences) {
  loaded = module
}
