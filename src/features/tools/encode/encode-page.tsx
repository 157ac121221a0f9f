import { useDeferredValue, useId, useMemo } from 'react'
import * as z from 'zod/mini'
import { Alert } from '@/components/ui/alert'
import { Field } from '@/components/ui/field'
import { Check } from '../components/check'
import { NotRemembered } from '../components/not-remembered'
import { RadioRow } from '../components/radio-row'
import { ToolHeader } from '../components/tool-header'
import { ToolOutput } from '../components/tool-output'
import { useToolInput } from '../tool-input'
import { resolveEntityInBrowser } from './browser-entities'
import { FileSection } from './components/file-section'
import { base64ToBytes, transform, type Codec, type Direction } from './encode-model'

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

/** Tools > Encode / decode: Base64 (text and files), URL encoding, HTML entities. */
export default function EncodePage() {
  const [input, setInput, memory] = useToolInput('encode', SHAPE, DEFAULTS)
  const errorId = useId()
  // Typing stays quick in a long text: the output catches up just after.
  const text = useDeferredValue(input.text)
  const { codec, direction, allNonAscii } = input
  const result = useMemo(
    () => transform(codec, direction, text, { allNonAscii, resolveNamed: resolveEntityInBrowser }),
    [codec, direction, text, allNonAscii],
  )
  const decoded = useMemo(() => {
    if (codec !== 'base64' || direction !== 'decode' || !text.trim()) return undefined
    const bytes = base64ToBytes(text)
    return bytes.ok ? bytes.bytes : undefined
  }, [codec, direction, text])

  return (
    <div className="max-w-4xl space-y-6">
      <ToolHeader path="encode" />
      <div className="flex flex-wrap gap-x-8 gap-y-4">
        <RadioRow
          legend="Encoding"
          name="encode-codec"
          value={codec}
          options={[
            ['base64', 'Base64'],
            ['url', 'URL'],
            ['html', 'HTML entities'],
          ]}
          onChange={(value) => setInput({ codec: value })}
        />
        <RadioRow
          legend="Direction"
          name="encode-direction"
          value={direction}
          options={[
            ['encode', 'Encode'],
            ['decode', 'Decode'],
          ]}
          onChange={(value) => setInput({ direction: value })}
        />
      </div>
      {codec === 'html' && direction === 'encode' && (
        <Check
          label="Encode every non-ASCII character"
          checked={allNonAscii}
          onChange={(value) => setInput({ allNonAscii: value })}
        />
      )}
      <Field label="Input">
        {(ids) => (
          <textarea
            {...ids}
            {...(result.ok ? {} : { 'aria-invalid': true, 'aria-describedby': errorId })}
            value={input.text}
            spellCheck={false}
            onChange={(event) => setInput({ text: event.target.value })}
            className="min-h-32 w-full resize-y rounded-md border border-border-strong bg-surface px-3 py-2 font-mono text-sm focus-visible:outline-2 focus-visible:outline-accent aria-invalid:border-error"
          />
        )}
      </Field>
      <NotRemembered memory={memory} />
      {!result.ok && (
        <Alert kind="error" id={errorId}>
          {result.error}
        </Alert>
      )}
      {result.ok && result.note && <Alert kind="info">{result.note}</Alert>}
      <ToolOutput label="Output" value={result.ok ? result.value : ''} multiline />
      {codec === 'base64' && <FileSection decoded={decoded} />}
    </div>
  )
}
