import { ToolHeader } from '../components/tool-header'

/** Tools > qr-code. (Being built: replaced by the tool itself.) */
export default function QrCodePage() {
  return <ToolHeader path="qr-code" />
}
