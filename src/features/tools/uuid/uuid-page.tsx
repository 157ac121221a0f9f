import { ToolHeader } from '../components/tool-header'

/** Tools > uuid. (Being built: replaced by the tool itself.) */
export default function UuidPage() {
  return <ToolHeader path="uuid" />
}
