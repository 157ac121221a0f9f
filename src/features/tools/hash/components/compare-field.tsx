import { useState } from 'react'
import { Field, Input } from '@/components/ui/field'
import { compareDigest, type Digests } from '../hash-model'

/**
 * 'Compare with': the hash the user expects, checked against the four digests (hex in any case,
 * `sha256sum` output, or Base64 padded or not, standard or URL-safe; spaces ignored). Only this
 * page holds it; it is not remembered.
 */
export function CompareField({ digests }: { digests: Digests | null }) {
  const [expected, setExpected] = useState('')
  const comparison = digests && expected.trim() ? compareDigest(expected, digests) : null
  return (
    <div className="space-y-2">
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
            autoComplete="off"
            className="font-mono"
            onChange={(event) => setExpected(event.target.value)}
          />
        )}
      </Field>
      <p role="status" className="min-h-5 text-sm font-medium">
        {comparison && 'match' in comparison
          ? comparison.match
            ? `✓ Matches ${comparison.match}`
            : '✗ No match: none of the four digests is that hash.'
          : ''}
      </p>
    </div>
  )
}
