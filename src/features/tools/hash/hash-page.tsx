import { X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import * as z from 'zod/mini'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { FileButton } from '../components/file-button'
import { NotRemembered } from '../components/not-remembered'
import { RadioRow } from '../components/radio-row'
import { ToolHeader } from '../components/tool-header'
import { ToolOutput } from '../components/tool-output'
import { useToolInput } from '../tool-input'
import { CompareField } from './components/compare-field'
import {
  ALGORITHMS,
  checkFile,
  digestAll,
  formatSize,
  showDigest,
  type DigestFormat,
  type Digests,
} from './hash-model'

const SHAPE = {
  text: z.string().check(z.maxLength(5_000_000)),
  format: z.enum(['hex', 'base64']),
}
const DEFAULTS = { text: 'Hello, Hearth!', format: 'hex' as DigestFormat }

type FileSource = { name: string; size: number; bytes: ArrayBuffer }
/** What was hashed (the text, or the file read) and what came of it. */
type Outcome = { of: string | FileSource; digests: Digests | null; error: string | null }

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Tools > Hash: SHA-1, SHA-256, SHA-384 and SHA-512 of text or a file, and a check against an expected hash. */
export default function HashPage() {
  const [input, setInput, memory] = useToolInput('hash', SHAPE, DEFAULTS)
  const [file, setFile] = useState<FileSource | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [reading, setReading] = useState<string | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  // Each file chosen (or 'Hash text instead') takes a number; a slower, older read is dropped.
  const picks = useRef(0)

  const subject = file ?? input.text
  useEffect(() => {
    // A slower, older digest must not overwrite a newer one.
    let current = true
    void digestAll(typeof subject === 'string' ? subject : subject.bytes).then((result) => {
      if (current)
        setOutcome({
          of: subject,
          digests: result.ok ? result.digests : null,
          error: result.ok ? null : result.error,
        })
    })
    return () => {
      current = false
    }
  }, [subject])

  // While text is typed the last digests stay until the new ones come; a file's never stand in
  // for text or another file.
  const fresh =
    outcome && (outcome.of === subject || (typeof outcome.of === 'string' && !file))
      ? outcome
      : null

  const chooseFile = async (chosen: File) => {
    const pick = ++picks.current
    const check = checkFile(chosen)
    setFileError(check.ok ? null : check.error)
    if (!check.ok) return
    setReading(chosen.name)
    try {
      const bytes = await chosen.arrayBuffer()
      if (pick === picks.current) setFile({ name: chosen.name, size: chosen.size, bytes })
    } catch (error) {
      if (pick === picks.current)
        setFileError(`${chosen.name} could not be read (${reason(error)}).`)
    } finally {
      if (pick === picks.current) setReading(null)
    }
  }
  const hashText = () => {
    picks.current++
    setReading(null)
    setFileError(null)
    setFile(null)
  }

  return (
    <div className="max-w-4xl space-y-6">
      <ToolHeader path="hash" />
      {file ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-border p-3 text-sm">
          <span className="min-w-0 grow break-all">
            File: <strong>{file.name}</strong>, {formatSize(file.size)}
            {file.size >= 1024 && ` (${file.size.toLocaleString('en')} bytes)`}
          </span>
          <Button look="flat" size="sm" onClick={hashText}>
            <X aria-hidden />
            Hash text instead
          </Button>
        </div>
      ) : (
        <Field label="Text" hint="Hashed as UTF-8, as you type.">
          {(ids) => (
            <textarea
              {...ids}
              value={input.text}
              spellCheck={false}
              onChange={(event) => {
                setFileError(null)
                setInput({ text: event.target.value })
              }}
              className="min-h-28 w-full resize-y rounded-md border border-border-strong bg-surface px-3 py-2 font-mono text-sm focus-visible:outline-2 focus-visible:outline-accent"
            />
          )}
        </Field>
      )}
      {!file && <NotRemembered memory={memory} />}
      <div className="flex flex-wrap items-end gap-4">
        <FileButton onFile={(chosen) => void chooseFile(chosen)}>Hash a file</FileButton>
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
      <p role="status" className="text-sm text-fg-muted empty:hidden">
        {reading && `Reading ${reading}…`}
      </p>
      {fileError && (
        <Alert kind="error" title="Could not hash the file">
          {fileError}
        </Alert>
      )}
      {fresh?.error && (
        <Alert kind="error" title="Could not hash">
          {fresh.error}
        </Alert>
      )}
      <div className="space-y-3">
        {ALGORITHMS.map((name) => (
          <ToolOutput
            key={name}
            label={name}
            value={fresh?.digests ? showDigest(fresh.digests[name], input.format) : ''}
            placeholder={fresh ? undefined : 'Hashing…'}
          />
        ))}
      </div>
      <CompareField digests={fresh?.digests ?? null} />
    </div>
  )
}
