import { RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field, Input } from '@/components/ui/field'
import { Slider } from '@/components/ui/slider'
import { Check } from '../../components/check'
import { RadioRow } from '../../components/radio-row'
import { ToolOutput } from '../../components/tool-output'
import {
  generatePassphrase,
  generatePassword,
  passphraseEntropy,
  passwordEntropy,
  strength,
  type CharClass,
} from '../password-model'
import type { UuidToolInput } from '../uuid-input'
import { WORDS } from '../word-list'

interface Props {
  input: UuidToolInput
  onChange: (patch: Partial<UuidToolInput>) => void
}

const classesOf = (input: UuidToolInput): CharClass[] =>
  (
    [
      ['lowercase', input.lowercase],
      ['uppercase', input.upper],
      ['digits', input.digits],
      ['symbols', input.symbols],
    ] as const
  ).flatMap(([name, on]) => (on ? [name] : []))

/** Passwords and passphrases from crypto.getRandomValues, with an entropy estimate. */
export function PasswordSection({ input, onChange }: Props) {
  const passwordOptions = {
    length: input.length,
    classes: classesOf(input),
    avoidLookAlikes: input.avoidLookAlikes,
  }
  const make = (from: UuidToolInput) =>
    from.mode === 'password'
      ? generatePassword({
          length: from.length,
          classes: classesOf(from),
          avoidLookAlikes: from.avoidLookAlikes,
        })
      : generatePassphrase({
          words: from.words,
          separator: from.separator,
          capitalise: from.capitalise,
        })
  const [secret, setSecret] = useState(() => make(input))
  // A change of options makes a new one at once, as people expect of a generator.
  const change = (patch: Partial<UuidToolInput>) => {
    onChange(patch)
    setSecret(make({ ...input, ...patch }))
  }
  const bits =
    input.mode === 'password' ? passwordEntropy(passwordOptions) : passphraseEntropy(input.words)
  const label = input.mode === 'password' ? 'Password' : 'Passphrase'

  return (
    <section aria-labelledby="password-heading" className="space-y-4">
      <h2 id="password-heading" className="text-lg font-semibold">
        Passwords
      </h2>
      <RadioRow
        legend="Kind"
        name="password-mode"
        value={input.mode}
        options={[
          ['password', 'Password'],
          ['passphrase', 'Passphrase'],
        ]}
        onChange={(mode) => change({ mode })}
      />
      {input.mode === 'password' ? (
        <div className="space-y-3">
          <div className="max-w-sm space-y-1.5">
            <span id="password-length" className="text-sm font-medium">
              Length: {input.length}
            </span>
            <Slider
              aria-label="Length"
              min={4}
              max={128}
              step={1}
              value={[input.length]}
              onValueChange={([length]) => length !== undefined && change({ length })}
            />
          </div>
          <fieldset
            className="flex flex-wrap gap-4"
            aria-describedby={secret.ok ? undefined : 'password-error'}
          >
            <legend className="sr-only">Characters</legend>
            <Check
              label="Lowercase"
              checked={input.lowercase}
              onChange={(lowercase) => change({ lowercase })}
            />
            <Check
              label="Uppercase letters"
              checked={input.upper}
              onChange={(upper) => change({ upper })}
            />
            <Check
              label="Digits"
              checked={input.digits}
              onChange={(digits) => change({ digits })}
            />
            <Check
              label="Symbols"
              checked={input.symbols}
              onChange={(symbols) => change({ symbols })}
            />
            <Check
              label="Avoid look-alikes (0 O 1 l I |)"
              checked={input.avoidLookAlikes}
              onChange={(avoidLookAlikes) => change({ avoidLookAlikes })}
            />
          </fieldset>
        </div>
      ) : (
        <div className="flex flex-wrap items-end gap-4">
          <div className="w-56 space-y-1.5">
            <span className="text-sm font-medium">Words: {input.words}</span>
            <Slider
              aria-label="Words"
              min={3}
              max={12}
              step={1}
              value={[input.words]}
              onValueChange={([words]) => words !== undefined && change({ words })}
            />
          </div>
          <Field label="Separator" className="w-28">
            {(ids) => (
              <Input
                {...ids}
                value={input.separator}
                maxLength={5}
                onChange={(e) => change({ separator: e.target.value })}
              />
            )}
          </Field>
          <Check
            label="Capitalise"
            checked={input.capitalise}
            onChange={(capitalise) => change({ capitalise })}
          />
        </div>
      )}
      {secret.ok ? (
        <>
          <ToolOutput label={label} value={secret.value} />
          <p className="text-sm">
            About {Math.floor(bits)} bits of entropy: <strong>{strength(bits)}</strong>.
            {input.mode === 'passphrase' &&
              ` Words from a list of ${WORDS.length.toLocaleString('en')}.`}
          </p>
        </>
      ) : (
        <p id="password-error" role="alert" className="text-sm text-error">
          {secret.error}
        </p>
      )}
      <Button onClick={() => setSecret(make(input))}>
        <RefreshCw aria-hidden />
        Generate {label.toLowerCase()}
      </Button>
    </section>
  )
}
