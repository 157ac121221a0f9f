import { X } from 'lucide-react'
import { useEffect, useState } from 'react'
import * as z from 'zod/mini'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field, Input } from '@/components/ui/field'
import { FileButton } from '../components/file-button'
import { RadioRow } from '../components/radio-row'
import { ToolHeader } from '../components/tool-header'
import { ToolOutput } from '../components/tool-output'
import { useToolInput } from '../tool-input'
import {
  ALGORITHMS,
  compareDigest,
  digestAll,
  MAX_FILE_BYTES,
  showDigest,
  type DigestFormat,
  type Digests,
} from './hash-model'

const SHAPE = {
  text: z.string().check(z.maxLength(5_000_000)),
  format: z.enum(['hex', 'base64']),
}
const DEFAULTS = { text: 'Hello, Hearth!', format: 'hex' as DigestFormat }

type Source = { kind: 'text' } | { kind: 'file'; name: string; size: number; bytes: ArrayBuffer }

/** Tools > Hash: SHA-1, SHA-256, SHA-384 and SHA-512 of text or a file, and a check against an expected hash. */
export default function HashPage() {
  const [input, setInput] = useToolInput('hash', SHAPE, DEFAULTS)
  const [source, setSource] = useState<Source>({ kind: 'text' })
  const [digests, setDigests] = useState<Digests | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [expected, setExpected] = useState('')

  useEffect(() => {
    // A slower, older digest must not overwrite a newer one.
    let current = true
    void digestAll(source.kind === 'file' ? source.bytes : input.text).then((result) => {
      if (!current) return
      setDigests(result.ok ? result.digests : null)
      setError(result.ok ? null : result.error)
    })
    return () => {
      current = false
    }
  }, [input.text, source])

  const chooseFile = async (file: File) => {
    if (file.size > MAX_FILE_BYTES) {
      setError(
        `${file.name} is ${(file.size / 1048576).toFixed(0)} MB; files up to 500 MB can be hashed here.`,
      )
      return
    }
    try {
      setSource({ kind: 'file', name: file.name, size: file.size, bytes: await file.arrayBuffer() })
    } catch (reason) {
      setError(
        `${file.name} could not be read (${reason instanceof Error ? reason.message : String(reason)}).`,
      )
    }
  }

  const comparison = digests ? compareDigest(expected, digests) : null

  return (
    <div className="max-w-4xl space-y-6">
      <ToolHeader path="hash" />
      {source.kind === 'text' ? (
        <Field label="Text" hint="Hashed as UTF-8, as you type.">
          {(ids) => (
            <textarea
              {...ids}
              value={input.text}
              spellCheck={false}
              onChange={(event) => setInput({ text: event.target.value })}
              className="min-h-28 w-full resize-y rounded-md border border-border-strong bg-surface px-3 py-2 font-mono text-sm focus-visible:outline-2 focus-visible:outline-accent"
            />
          )}
        </Field>
      ) : (
        <div className="flex items-center gap-3 rounded-md border border-border p-3 text-sm">
          <span className="min-w-0 grow truncate">
            File: <strong>{source.name}</strong>, {source.size.toLocaleString()} bytes
          </span>
          <Button look="flat" size="sm" onClick={() => setSource({ kind: 'text' })}>
            <X aria-hidden />
            Hash text instead
          </Button>
        </div>
      )}
      <div className="flex flex-wrap items-end gap-4">
        <FileButton onFile={(file) => void chooseFile(file)}>Hash a file</FileButton>
        <RadioRow
          legend="Format"
          name="hash-format"
          value={input.format}
          options={[
            ['hex', 'Hex'],
            ['base64', 'Base64'],
          ]}
          onChange={(format) => setInput({ format })}
        />
      </div>
      {error && (
        <Alert kind="error" title="Could not hash">
          {error}
        </Alert>
      )}
      <div className="space-y-3">
        {ALGORITHMS.map((name) => (
          <ToolOutput
            key={name}
            label={name}
            value={digests ? showDigest(digests[name], input.format) : ''}
          />
        ))}
      </div>
      <Field
        label="Compare with"
        hint="Paste the hash you expect (hex or Base64) to check it."
        error={comparison && 'error' in comparison ? comparison.error : undefined}
      >
        {(ids) => (
          <Input
            {...ids}
            value={expected}
            spellCheck={false}
            className="font-mono"
            onChange={(event) => setExpected(event.target.value)}
          />
        )}
      </Field>
      <p role="status" className="min-h-5 text-sm font-medium">
        {expected.trim() && comparison && 'match' in comparison
          ? comparison.match
            ? `✓ Matches ${comparison.match}`
            : '✗ No match: none of the four digests is that hash.'
          : ''}
      </p>
    </div>
  )
}
