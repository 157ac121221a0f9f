import { Download } from 'lucide-react'
import { useDeferredValue, useId, useMemo } from 'react'
import * as z from 'zod/mini'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { toast } from '@/components/ui/toast-store'
import { downloadBlob, downloadText } from '@/data/download'
import { NotRemembered } from '../components/not-remembered'
import { ToolHeader } from '../components/tool-header'
import { useToolInput } from '../tool-input'
import { QrOptions } from './components/qr-options'
import {
  colourWarning,
  DEFAULT_COLOURS,
  DEFAULT_PNG_SIZE,
  drawQr,
  encodeQr,
  FILE_NAMES,
  type EccLevel,
  type QrColours,
  type QrMatrix,
  qrAltText,
  qrSvg,
  QUIET_ZONE,
  safeColour,
  safePngSize,
  svgDataUrl,
} from './qr-code-model'

const shape = {
  text: z.string(),
  ecc: z.enum(['L', 'M', 'Q', 'H']),
  size: z.number(),
  foreground: z.string(),
  background: z.string(),
}
const defaults: { text: string; ecc: EccLevel; size: number } & QrColours = {
  text: '',
  ecc: 'M',
  size: DEFAULT_PNG_SIZE,
  ...DEFAULT_COLOURS,
}

/** Draws the code at `pixels` a side and saves it as a PNG. */
function downloadPng(matrix: QrMatrix, pixels: number, colours: QrColours) {
  const canvas = document.createElement('canvas')
  canvas.width = canvas.height = pixels
  const context = canvas.getContext('2d')
  const fail = () =>
    toast({ kind: 'error', title: 'Could not make the PNG', message: 'Try a smaller size.' })
  if (!context) return fail()
  drawQr(context, matrix, pixels, colours)
  canvas.toBlob((blob) => (blob ? downloadBlob(FILE_NAMES.png, blob) : fail()), 'image/png')
}

/** Tools > QR code: text or a link as a QR code, previewed live, saved as PNG or SVG. */
export default function QrCodePage() {
  const [input, update, memory] = useToolInput('qr-code', shape, defaults)
  const errorId = useId()
  // Typing stays quick even when a long text takes a moment to encode.
  const text = useDeferredValue(input.text)
  const result = useMemo(() => encodeQr(text, input.ecc), [text, input.ecc])
  const colours = {
    foreground: safeColour(input.foreground, DEFAULT_COLOURS.foreground),
    background: safeColour(input.background, DEFAULT_COLOURS.background),
  }
  const size = safePngSize(input.size)
  const matrix = result.ok ? result.value : null
  const svg = matrix ? qrSvg(matrix, colours, size) : ''
  const error = !result.ok && result.reason !== 'empty' ? result.error : undefined
  const warning = colourWarning(colours.foreground, colours.background)

  return (
    <div className="max-w-3xl">
      <ToolHeader path="qr-code" />
      <div className="grid gap-6 md:grid-cols-[1fr_auto]">
        <div className="min-w-0 space-y-4">
          <Field label="Text or link">
            {(ids) => (
              <textarea
                {...ids}
                {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
                value={input.text}
                onChange={(event) => update({ text: event.target.value })}
                rows={4}
                spellCheck={false}
                placeholder="https://example.com"
                className="w-full rounded-md border border-border-strong bg-surface px-3 py-2 text-sm text-fg placeholder:text-fg-muted focus-visible:outline-2 focus-visible:outline-accent aria-invalid:border-error"
              />
            )}
          </Field>
          <NotRemembered memory={memory} />
          {error && (
            <Alert kind="error" id={errorId}>
              {error}
            </Alert>
          )}
          <QrOptions value={{ ...input, ...colours, size }} onChange={update} />
          {warning && <Alert kind="warn">{warning}</Alert>}
        </div>
        <div className="space-y-3 md:w-64">
          {matrix ? (
            <figure className="space-y-2">
              <img
                src={svgDataUrl(svg)}
                alt={qrAltText(text)}
                className="aspect-square w-full max-w-64 rounded-md border border-border"
              />
              <figcaption className="text-xs text-fg-muted">
                Version {matrix.version}, {matrix.size - 2 * QUIET_ZONE} ×{' '}
                {matrix.size - 2 * QUIET_ZONE} modules
              </figcaption>
            </figure>
          ) : (
            !error && (
              <p className="flex aspect-square w-full max-w-64 items-center justify-center rounded-md border border-dashed border-border p-4 text-center text-sm text-fg-muted">
                Type some text or a link to see its QR code.
              </p>
            )
          )}
          <div className="flex flex-wrap gap-2">
            <Button disabled={!matrix} onClick={() => matrix && downloadPng(matrix, size, colours)}>
              <Download aria-hidden />
              Download PNG
            </Button>
            <Button
              disabled={!matrix}
              onClick={() => downloadText(FILE_NAMES.svg, svg, 'image/svg+xml')}
            >
              <Download aria-hidden />
              Download SVG
            </Button>
          </div>
        </div>
      </div>
    </div>
  )
}
