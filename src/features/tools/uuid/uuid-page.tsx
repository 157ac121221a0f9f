import { ToolHeader } from '../components/tool-header'
import { useToolInput } from '../tool-input'
import { PasswordSection } from './components/password-section'
import { UuidSection } from './components/uuid-section'
import { UUID_INPUT_DEFAULTS, UUID_INPUT_SHAPE } from './uuid-input'

/**
 * Tools > UUID and passwords. Only the options are remembered; what is generated (a password
 * above all) lives in this page and nowhere else.
 */
export default function UuidPage() {
  const [input, setInput] = useToolInput('uuid', UUID_INPUT_SHAPE, UUID_INPUT_DEFAULTS)
  return (
    <div className="max-w-4xl space-y-10">
      <ToolHeader path="uuid" />
      <UuidSection input={input} onChange={setInput} />
      <PasswordSection input={input} onChange={setInput} />
    </div>
  )
}
