import * as z from 'zod/mini'
import { ToolHeader } from '../components/tool-header'
import { useToolInput } from '../tool-input'
import { PasswordSection } from './components/password-section'
import { UuidSection } from './components/uuid-section'

const SHAPE = {
  version: z.enum(['v4', 'v7']),
  count: z.string().check(z.maxLength(10)),
  uppercase: z.boolean(),
  hyphens: z.boolean(),
  mode: z.enum(['password', 'passphrase']),
  length: z.number().check(z.int(), z.minimum(4), z.maximum(128)),
  lowercase: z.boolean(),
  upper: z.boolean(),
  digits: z.boolean(),
  symbols: z.boolean(),
  avoidLookAlikes: z.boolean(),
  words: z.number().check(z.int(), z.minimum(3), z.maximum(12)),
  separator: z.string().check(z.maxLength(5)),
  capitalise: z.boolean(),
}
export type UuidToolInput = { [K in keyof typeof SHAPE]: z.infer<(typeof SHAPE)[K]> }
const DEFAULTS: UuidToolInput = {
  version: 'v4',
  count: '1',
  uppercase: false,
  hyphens: true,
  mode: 'password',
  length: 20,
  lowercase: true,
  upper: true,
  digits: true,
  symbols: true,
  avoidLookAlikes: false,
  words: 6,
  separator: '-',
  capitalise: false,
}

/**
 * Tools > UUID and passwords. Only the options are remembered; what is generated (a password
 * above all) lives in this page and nowhere else.
 */
export default function UuidPage() {
  const [input, setInput] = useToolInput('uuid', SHAPE, DEFAULTS)
  return (
    <div className="max-w-4xl space-y-10">
      <ToolHeader path="uuid" />
      <UuidSection input={input} onChange={setInput} />
      <PasswordSection input={input} onChange={setInput} />
    </div>
  )
}
