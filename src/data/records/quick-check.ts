import type * as z from 'zod/mini'

/**
 * A quick yes/no for "is this value exactly what the schema accepts, unchanged?", built once per
 * schema from zod's own definitions. Opening a large workspace reads every record through its
 * schema, and zod without its compiler (the CSP forbids `new Function`) spent about 10 µs a
 * record: 200 ms for the Large sample. This walks plain objects, arrays, nullables, unions,
 * literals and primitives as closures, and runs zod's own checks (lengths, patterns, ranges,
 * refinements) where a quick comparison cannot decide. A `true` means zod would accept the
 * value and return an equal copy; `false` means "ask zod", which decides, so an answer here is
 * never looser than zod's. A schema with anything else (formats, coercion, transforms,
 * defaults, objects that drop unknown keys) gets no quick check: `null`.
 */
export type QuickCheck = (value: unknown) => boolean

type Def = {
  type: string
  checks?: z.core.$ZodCheck[]
  coerce?: boolean
  format?: string
  innerType?: z.core.$ZodType
  options?: z.core.$ZodType[]
  element?: z.core.$ZodType
  shape?: Record<string, z.core.$ZodType>
  catchall?: z.core.$ZodType
}

type CheckDef = {
  check: string
  when?: (payload: z.core.ParsePayload) => boolean
  maximum?: number
  minimum?: number
  value?: unknown
  inclusive?: boolean
  format?: string
  pattern?: RegExp
}

/** zod's check, run as zod runs it; true when it found nothing wrong. */
function zodCheck(check: z.core.$ZodCheck): QuickCheck {
  const def = check._zod.def as CheckDef
  return (value) => {
    const payload: z.core.ParsePayload = { value, issues: [] }
    if (def.when && !def.when(payload)) return true
    const result = check._zod.check(payload as z.core.ParsePayload<never>) as unknown
    // An asynchronous refinement is never quick.
    return !(result instanceof Promise) && payload.issues.length === 0
  }
}

/** One check: the common ones compared directly where that decides, zod's own otherwise. */
function compileCheck(check: z.core.$ZodCheck): QuickCheck {
  const def = check._zod.def as CheckDef
  const slow = zodCheck(check)
  switch (def.check) {
    // zod counts code points; a length in UTF-16 units within the limit is within it either way.
    case 'max_length': {
      const max = def.maximum!
      return (value) => (value as { length: number }).length <= max || slow(value)
    }
    case 'min_length': {
      const min = def.minimum!
      return (value) => (value as { length: number }).length >= 2 * min || slow(value)
    }
    case 'greater_than': {
      const { value: bound, inclusive } = def
      if (typeof bound !== 'number') return slow
      return (value) => (inclusive ? (value as number) >= bound : (value as number) > bound)
    }
    case 'less_than': {
      const { value: bound, inclusive } = def
      if (typeof bound !== 'number') return slow
      return (value) => (inclusive ? (value as number) <= bound : (value as number) < bound)
    }
    case 'string_format': {
      if (def.format !== 'regex' || !def.pattern) return slow
      const pattern = def.pattern
      return (value) => {
        pattern.lastIndex = 0
        return pattern.test(value as string)
      }
    }
    default:
      return slow
  }
}

function compileType(schema: z.core.$ZodType): QuickCheck | null {
  const def = schema._zod.def as Def
  if (def.coerce || def.format !== undefined) return null
  switch (def.type) {
    case 'string':
      return (value) => typeof value === 'string'
    case 'number':
      return (value) => typeof value === 'number' && Number.isFinite(value)
    case 'boolean':
      return (value) => typeof value === 'boolean'
    case 'unknown':
    case 'any':
      return () => true
    case 'literal':
    case 'enum': {
      const values = (schema._zod as { values?: Set<unknown> }).values
      return values ? (value) => values.has(value) : null
    }
    case 'optional': {
      const inner = compile(def.innerType!)
      return inner && ((value) => value === undefined || inner(value))
    }
    case 'nullable': {
      const inner = compile(def.innerType!)
      return inner && ((value) => value === null || inner(value))
    }
    case 'union': {
      const options = def.options!.map(compile)
      if (options.some((option) => !option)) return null
      return (value) => options.some((option) => option!(value))
    }
    case 'array': {
      const element = compile(def.element!)
      return element && ((value) => Array.isArray(value) && value.every((item) => element(item)))
    }
    case 'object': {
      // Only objects that keep unknown fields as they are: others return a different object.
      if (def.catchall?._zod.def.type !== 'unknown') return null
      const fields: [string, QuickCheck][] = []
      for (const [key, field] of Object.entries(def.shape!)) {
        const check = compile(field)
        if (!check) return null
        fields.push([key, check])
      }
      return (value) => {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
        const record = value as Record<string, unknown>
        for (const [key, check] of fields) if (!check(record[key])) return false
        return true
      }
    }
    default:
      return null
  }
}

const compiled = new WeakMap<z.core.$ZodType, QuickCheck | null>()

/** The quick check for a schema (built once), or null when it has none. */
export function compile(schema: z.core.$ZodType): QuickCheck | null {
  if (compiled.has(schema)) return compiled.get(schema)!
  const base = compileType(schema)
  const checks = ((schema._zod.def as Def).checks ?? []).map(compileCheck)
  const check: QuickCheck | null =
    base && checks.length ? (value) => base(value) && checks.every((one) => one(value)) : base
  compiled.set(schema, check)
  return check
}
