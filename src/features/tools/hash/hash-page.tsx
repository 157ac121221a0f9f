import { ToolHeader } from '../components/tool-header'

/** Tools > hash. (Being built: replaced by the tool itself.) */
export default function HashPage() {
  return <ToolHeader path="hash" />
}
