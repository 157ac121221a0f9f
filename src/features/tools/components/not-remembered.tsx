import { Alert } from '@/components/ui/alert'
import { formatCount } from '@/lib/format'
import { TOOL_INPUT_MAX, type ToolMemory } from '../tool-input'

/** Says when a tool's input will not be there next time (`useToolInput`'s third value). */
export function NotRemembered({ memory }: { memory: ToolMemory }) {
  if (memory === 'kept') return null
  return (
    <Alert kind="info">
      {memory === 'too-long'
        ? `Not remembered: this text is over ${formatCount(TOOL_INPUT_MAX)} characters, too long to keep for next time. It works here as usual.`
        : 'Not remembered: this browser’s storage for Hearth is full, so this input is not kept for next time.'}
    </Alert>
  )
}
