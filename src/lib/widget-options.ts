/**
 * A widget type's options, declared once: the settings form is generated from the declaration
 * and a stored `config` is read through it (as Homarr's widget definitions do). Stored configs
 * come from older versions, other devices and imported files, so reading never trusts them: a
 * value that is missing or does not fit its option takes the option's default.
 */

interface OptionBase<T> {
  /** Label of the form field. */
  label: string
  /** Help under the field. */
  hint?: string
  default: T
}

export interface SwitchOption extends OptionBase<boolean> {
  type: 'switch'
}
export interface OptionChoice {
  value: string
  label: string
}
/**
 * Loads a hook that lists choices, e.g. `() => import('./choices').then((m) => m.useListChoices)`;
 * the hook returns undefined while the records are still being read.
 */
export type ChoicesLoader = () => Promise<() => readonly OptionChoice[] | undefined>

export interface SelectOption extends OptionBase<string> {
  type: 'select'
  choices: readonly OptionChoice[]
  /**
   * Choices that come from the workspace (a todo list, a note, a folder): loads the hook the
   * form calls to list them. Loaded on demand, so the data layer stays out of the definitions
   * (which are in the initial bundle). A stored value is then only checked to be a string; the
   * widget shows an empty state when the record it names is gone.
   */
  loadChoices?: ChoicesLoader
}
export interface TextOption extends OptionBase<string> {
  type: 'text'
  maxLength: number
  placeholder?: string
  /** A check beyond the length; returns the message shown under the field, or null. */
  validate?: (value: string) => string | null
}
export interface NumberOption extends OptionBase<number> {
  type: 'number'
  min: number
  max: number
  step?: number
}
export interface ListOption extends OptionBase<string[]> {
  type: 'list'
  /** What one entry is, e.g. 'Time zone'. */
  itemLabel: string
  maxItems: number
  /** Entries to choose from; without them entries are free text. */
  choices?: readonly string[]
  /**
   * Why a free-text entry cannot be added, or null. Checked when an entry is added, not when a
   * stored list is read: what one browser accepts (a time zone, say) another may not.
   */
  validateItem?: (entry: string) => string | null
  /** How a valid free-text entry is stored: its proper spelling ('asia/tokyo' → 'Asia/Tokyo'). */
  canonicalItem?: (entry: string) => string
}

export type WidgetOption = SwitchOption | SelectOption | TextOption | NumberOption | ListOption
export type WidgetOptionSpec = Record<string, WidgetOption>

/** The values a spec's options hold. */
export type OptionValues<S extends WidgetOptionSpec> = {
  [K in keyof S]: S[K]['default']
}

/** Builders, so a spec reads like a form: `{ seconds: option.switch('Show seconds', false) }`. */
export const option = {
  switch: (label: string, fallback: boolean, extra: { hint?: string } = {}): SwitchOption => ({
    type: 'switch',
    label,
    default: fallback,
    ...extra,
  }),
  select: (
    label: string,
    choices: SelectOption['choices'],
    fallback: string,
    extra: { hint?: string } = {},
  ): SelectOption => ({ type: 'select', label, choices, default: fallback, ...extra }),
  /** A select whose choices are records of the workspace, listed by the hook `loadChoices` loads. */
  pick: (
    label: string,
    loadChoices: ChoicesLoader,
    fallback: string,
    extra: { hint?: string } = {},
  ): SelectOption => ({
    type: 'select',
    label,
    choices: [],
    loadChoices,
    default: fallback,
    ...extra,
  }),
  text: (
    label: string,
    fallback: string,
    extra: Partial<Pick<TextOption, 'hint' | 'maxLength' | 'placeholder' | 'validate'>> = {},
  ): TextOption => ({ type: 'text', label, default: fallback, maxLength: 200, ...extra }),
  number: (
    label: string,
    fallback: number,
    range: { min: number; max: number; step?: number },
    extra: { hint?: string } = {},
  ): NumberOption => ({ type: 'number', label, default: fallback, ...range, ...extra }),
  list: (
    label: string,
    itemLabel: string,
    fallback: string[],
    extra: Partial<
      Pick<ListOption, 'hint' | 'maxItems' | 'choices' | 'validateItem' | 'canonicalItem'>
    > = {},
  ): ListOption => ({ type: 'list', label, itemLabel, default: fallback, maxItems: 10, ...extra }),
}

/** Why a value does not fit its option, or null when it does. */
export function optionProblem(spec: WidgetOption, value: unknown): string | null {
  switch (spec.type) {
    case 'switch':
      return typeof value === 'boolean' ? null : 'Choose on or off.'
    case 'select':
      if (spec.loadChoices) return typeof value === 'string' ? null : 'Choose one of the options.'
      return spec.choices.some((c) => c.value === value) ? null : 'Choose one of the options.'
    case 'text':
      if (typeof value !== 'string') return 'Enter text.'
      if (value.length > spec.maxLength) return `Use at most ${spec.maxLength} characters.`
      return spec.validate?.(value) ?? null
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'Enter a number.'
      if (value < spec.min || value > spec.max)
        return `Enter a number from ${spec.min} to ${spec.max}.`
      return null
    case 'list':
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
        return 'Enter a list.'
      if (value.length > spec.maxItems) return `Add at most ${spec.maxItems}.`
      if (spec.choices && value.some((v) => !spec.choices!.includes(v)))
        return `Choose each ${spec.itemLabel.toLowerCase()} from the list.`
      return null
  }
}

/** A stored config read through a spec: each option's value if it fits, else its default. */
export function readOptions<S extends WidgetOptionSpec>(
  spec: S,
  config: Readonly<Record<string, unknown>>,
): OptionValues<S> {
  const values: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(spec)) {
    const value = Object.hasOwn(config, key) ? config[key] : undefined
    values[key] =
      value !== undefined && optionProblem(item, value) === null
        ? structuredClone(value)
        : structuredClone(item.default)
  }
  return values as OptionValues<S>
}

/**
 * A draft with its text options' values trimmed: spaces around a value typed or pasted
 * (' 2026-12-24') are no part of it, and must not make it too long.
 */
export function trimTexts(
  spec: WidgetOptionSpec,
  draft: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const trimmed = { ...draft }
  for (const [key, item] of Object.entries(spec)) {
    const value = trimmed[key]
    if (item.type === 'text' && typeof value === 'string') trimmed[key] = value.trim()
  }
  return trimmed
}

/** The problems of a draft, by option key; empty when every value fits. */
export function optionProblems(
  spec: WidgetOptionSpec,
  draft: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const problems: Record<string, string> = {}
  for (const [key, item] of Object.entries(spec)) {
    const problem = optionProblem(item, draft[key])
    if (problem) problems[key] = problem
  }
  return problems
}
