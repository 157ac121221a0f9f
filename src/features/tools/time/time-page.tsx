import { ToolHeader } from '../components/tool-header'

/** Tools > time. (Being built: replaced by the tool itself.) */
export default function TimePage() {
  return <ToolHeader path="time" />
}
