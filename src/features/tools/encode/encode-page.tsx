import { ToolHeader } from '../components/tool-header'

/** Tools > encode. (Being built: replaced by the tool itself.) */
export default function EncodePage() {
  return <ToolHeader path="encode" />
}
