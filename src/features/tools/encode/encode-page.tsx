import { Download } from 'lucide-react'
import { useMemo, useState } from 'react'
import * as z from 'zod/mini'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { downloadBlob } from '@/data/download'
import { ToolHeader } from '../components/tool-header'
import { ToolOutput } from '../components/tool-output'
import { useToolInput } from '../tool-input'
import { Check } from '../components/check'
import { FileButton } from '../components/file-button'
import { RadioRow } from '../components/radio-row'
import { base64ToBytes, fileToBase64, transform, type Codec, type Direction } from './encode-model'

const SHAPE = {
  codec: z.enum(['base64', 'url', 'html']),
  direction: z.enum(['encode', 'decode']),
  text: z.string().check(z.maxLength(5_000_000)),
  allNonAscii: z.boolean(),
}
const DEFAULTS = {
  codec: 'base64' as Codec,
  direction: 'encode' as Direction,
  text: 'Hello, Hearth! 👋',
  allNonAscii: false,
}

type FileResult =
  { name: string; size: number; base64: string; dataUrl: string } | { error: string }

/** Tools > Encode / decode: Base64 (text and files), URL encoding, HTML entities. */
export default function EncodePage() {
  const [input, setInput] = useToolInput('encode', SHAPE, DEFAULTS)
  const [file, setFile] = useState<FileResult | null>(null)
  const result = useMemo(
    () => transform(input.codec, input.direction, input.text, input.allNonAscii),
    [input.codec, input.direction, input.text, input.allNonAscii],
  )
  const canDownload = input.codec === 'base64' && input.direction === 'decode' && input.text.trim()

  const encodeFile = async (chosen: File) => {
    const encoded = await fileToBase64(chosen)
    setFile(
      encoded.ok ? { name: chosen.name, size: chosen.size, ...encoded } : { error: encoded.error },
    )
  }

  const downloadDecoded = () => {
    const decoded = base64ToBytes(input.text)
    if (decoded.ok) downloadBlob('decoded.bin', new Blob([decoded.bytes as BlobPart]))
  }

  return (
    <div className="max-w-4xl space-y-6">
      <ToolHeader path="encode" />
      <div className="flex flex-wrap gap-x-8 gap-y-4">
        <RadioRow
          legend="Encoding"
          name="encode-codec"
          value={input.codec}
          options={[
            ['base64', 'Base64'],
            ['url', 'URL'],
            ['html', 'HTML entities'],
          ]}
          onChange={(codec) => setInput({ codec })}
        />
        <RadioRow
          legend="Direction"
          name="encode-direction"
          value={input.direction}
          options={[
            ['encode', 'Encode'],
            ['decode', 'Decode'],
          ]}
          onChange={(direction) => setInput({ direction })}
        />
      </div>
      {input.codec === 'html' && input.direction === 'encode' && (
        <Check
          label="Encode every non-ASCII character"
          checked={input.allNonAscii}
          onChange={(allNonAscii) => setInput({ allNonAscii })}
        />
      )}
      <Field label="Input" error={result.ok ? undefined : result.error}>
        {(ids) => (
          <textarea
            {...ids}
            value={input.text}
            spellCheck={false}
            onChange={(event) => setInput({ text: event.target.value })}
            className="min-h-32 w-full resize-y rounded-md border border-border-strong bg-surface px-3 py-2 font-mono text-sm focus-visible:outline-2 focus-visible:outline-accent aria-invalid:border-error"
          />
        )}
      </Field>
      <ToolOutput label="Output" value={result.ok ? result.value : ''} multiline />
      {result.ok && result.note && <Alert kind="info">{result.note}</Alert>}
      {input.codec === 'base64' && (
        <section aria-labelledby="encode-files" className="space-y-3">
          <h2 id="encode-files" className="text-lg font-semibold">
            Files
          </h2>
          <div className="flex flex-wrap gap-2">
            <FileButton onFile={(chosen) => void encodeFile(chosen)}>Encode a file</FileButton>
            {canDownload && (
              <Button look="flat" onClick={downloadDecoded}>
                <Download aria-hidden />
                Download as file
              </Button>
            )}
          </div>
          {file && 'error' in file && (
            <Alert kind="error" title="Could not encode the file">
              {file.error}
            </Alert>
          )}
          {file && !('error' in file) && (
            <div className="space-y-3">
              <p className="text-sm text-fg-muted">
                {file.name}, {file.size.toLocaleString()} bytes
              </p>
              <ToolOutput label="Base64 of the file" value={file.base64} multiline />
              <ToolOutput label="Data URL" value={file.dataUrl} multiline />
            </div>
          )}
        </section>
      )}
    </div>
  )
}
