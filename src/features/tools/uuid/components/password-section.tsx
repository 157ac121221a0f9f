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

/** The options a secret is made with: another value means another secret. */
const optionsKey = (input: UuidToolInput) =>
  JSON.stringify(
    input.mode === 'password'
      ? [input.mode, input.length, classesOf(input), input.avoidLookAlikes]
      : [input.mode, input.words, input.separator, input.capitalise],
  )

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
  // A change of options, here or in another tab, makes a new one at once, as people expect of a
  // generator: what shows is always made with the options shown.
  const options = optionsKey(input)
  const [made, setMade] = useState(() => ({ options, secret: make(input) }))
  if (made.options !== options) setMade({ options, secret: make(input) })
  const { secret } = made
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
        onChange={(mode) => onChange({ mode })}
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
              onValueChange={([length]) => length !== undefined && onChange({ length })}
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
              onChange={(lowercase) => onChange({ lowercase })}
            />
            <Check
              label="Uppercase letters"
              checked={input.upper}
              onChange={(upper) => onChange({ upper })}
            />
            <Check
              label="Digits"
              checked={input.digits}
              onChange={(digits) => onChange({ digits })}
            />
            <Check
              label="Symbols"
              checked={input.symbols}
              onChange={(symbols) => onChange({ symbols })}
            />
            <Check
              label="Avoid look-alikes (0 O 1 l I |)"
              checked={input.avoidLookAlikes}
              onChange={(avoidLookAlikes) => onChange({ avoidLookAlikes })}
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
              onValueChange={([words]) => words !== undefined && onChange({ words })}
            />
          </div>
          <Field label="Separator" className="w-28">
            {(ids) => (
              <Input
                {...ids}
                value={input.separator}
                maxLength={5}
                onChange={(e) => onChange({ separator: e.target.value })}
              />
            )}
          </Field>
          <Check
            label="Capitalise"
            checked={input.capitalise}
            onChange={(capitalise) => onChange({ capitalise })}
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
      <Button onClick={() => setMade({ options, secret: make(input) })}>
        <RefreshCw aria-hidden />
        Generate {label.toLowerCase()}
      </Button>
    </section>
  )
}
