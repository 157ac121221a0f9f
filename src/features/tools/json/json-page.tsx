import { useDeferredValue, useId, useMemo, useRef } from 'react'
import * as z from 'zod/mini'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field, Select } from '@/components/ui/field'
import { formatCount } from '@/lib/format'
import { NotRemembered } from '../components/not-remembered'
import { ToolHeader } from '../components/tool-header'
import { ToolOutput } from '../components/tool-output'
import { useToolInput } from '../tool-input'
import { useSettledValue } from './hooks/use-settled-value'
import { checkJson, formatJson, MAX_RESULT, minifyJson, type JsonIndent } from './json-model'

const SHAPE = {
  text: z.string().check(z.maxLength(5_000_000)),
  indent: z.enum(['2', '4', 'tab']),
  mode: z.enum(['format', 'minify']),
}
const DEFAULTS = {
  text: '{"name": "Hearth", "local": true, "sections": ["Todos", "Notes"]}',
  indent: '2' as JsonIndent,
  mode: 'format' as 'format' | 'minify',
}

const LARGE = 100_000
const SETTLE_MS = 300

/** Tools > JSON: format, minify and validate, with where an error is. */
export default function JsonPage() {
  const [input, setInput, memory] = useToolInput('json', SHAPE, DEFAULTS)
  const field = useRef<HTMLTextAreaElement>(null)
  const errorId = useId()
  // Typing stays quick in a large text: checking and formatting catch up just after, and for a
  // very large one only once typing pauses (each new result is a relayout of a huge textarea).
  const text = useDeferredValue(
    useSettledValue(input.text, input.text.length > LARGE ? SETTLE_MS : 0),
  )
  const check = useMemo(() => checkJson(text), [text])
  // Printed from the text itself, so numbers, repeated keys and escapes stay as written.
  const result = useMemo(
    () =>
      !check.ok ? '' : input.mode === 'minify' ? minifyJson(text) : formatJson(text, input.indent),
    [check, text, input.mode, input.indent],
  )
  const error = !check.ok && text.trim() ? check : undefined

  const goToError = () => {
    if (check.ok || !field.current) return
    field.current.focus()
    field.current.setSelectionRange(check.offset, Math.min(check.offset + 1, text.length))
  }

  return (
    <div className="max-w-4xl space-y-6">
      <ToolHeader path="json" />
      <Field
        label="JSON"
        hint={check.ok ? check.summary : 'Paste or type JSON; it is checked as you type.'}
      >
        {(ids) => (
          <textarea
            {...ids}
            {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
            ref={field}
            value={input.text}
            spellCheck={false}
            onChange={(event) => setInput({ text: event.target.value })}
            className="min-h-48 w-full resize-y rounded-md border border-border-strong bg-surface px-3 py-2 font-mono text-sm focus-visible:outline-2 focus-visible:outline-accent aria-invalid:border-error"
          />
        )}
      </Field>
      <NotRemembered memory={memory} />
      {error && (
        <Alert kind="error" id={errorId}>
          <p>{error.error}</p>
          <Button look="link" size="sm" onClick={goToError}>
            Go to line {error.line}, column {error.column}
          </Button>
        </Alert>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <Field label="Indent" className="w-36">
          {(ids) => (
            <Select
              {...ids}
              value={input.indent}
              onChange={(event) =>
                setInput({ indent: event.target.value as JsonIndent, mode: 'format' })
              }
            >
              <option value="2">2 spaces</option>
              <option value="4">4 spaces</option>
              <option value="tab">Tab</option>
            </Select>
          )}
        </Field>
        <Button
          look={input.mode === 'format' ? 'key' : 'flat'}
          aria-pressed={input.mode === 'format'}
          onClick={() => setInput({ mode: 'format' })}
        >
          Format
        </Button>
        <Button
          look={input.mode === 'minify' ? 'key' : 'flat'}
          aria-pressed={input.mode === 'minify'}
          onClick={() => setInput({ mode: 'minify' })}
        >
          Minify
        </Button>
      </div>
      {!check.ok && !text.trim() && <Alert kind="info">{check.error}</Alert>}
      {result === null && (
        <Alert kind="warn">
          Formatted, this JSON would be over {formatCount(MAX_RESULT)} characters: too long to show.
          Minify puts it on one line.
        </Alert>
      )}
      <ToolOutput
        label="Result"
        value={result ?? ''}
        multiline
        placeholder={check.ok ? '' : 'The result appears when the JSON is valid.'}
      />
    </div>
  )
}
