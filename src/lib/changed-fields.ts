/**
 * The fields of `edited` whose value differs from `start` (compared as JSON): what a form
 * changed since it opened. A form saves only these, so a field that another tab or device
 * changed meanwhile, and this form did not, keeps that edit.
 */
export function changedFields<T extends object>(start: T, edited: T): Partial<T> {
  const changed: Partial<T> = {}
  for (const key of Object.keys(edited) as (keyof T)[])
    if (JSON.stringify(start[key]) !== JSON.stringify(edited[key])) changed[key] = edited[key]
  return changed
}
