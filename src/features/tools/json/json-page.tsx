import { ToolHeader } from '../components/tool-header'

/** Tools > json. (Being built: replaced by the tool itself.) */
export default function JsonPage() {
  return <ToolHeader path="json" />
}
