import { Download, Trash2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field, Input, Select } from '@/components/ui/field'
import { IconButton } from '@/components/ui/icon-button'
import { toast } from '@/components/ui/toast-store'
import { downloadText } from '@/data/download'
import { useRecords, useRepository } from '@/data/hooks'
import type { SavedColor } from '@/data/records/saved-color'
import { byOrder, Repository } from '@/data/repository'
import { undoOfLatest } from '@/data/undo'
import { ToolOutput } from '../../components/tool-output'
import { colourName, formatColour, parseColour, type Color } from '../model/color'
import { exportPalette, PALETTE_FORMATS, type PaletteFormat } from '../model/palette'
import { ColourTile } from './swatch'

export interface SavedColoursProps {
  /** The picker's colour (null while its text is not a colour) and its text, to save. */
  color: Color | null
  value: string
  exportFormat: PaletteFormat
  onExportFormatChange: (format: PaletteFormat) => void
  onPick: (text: string) => void
}

/** The workspace's saved colours: 'Save colour' with a name, use, delete with 'Undo', export. */
export function SavedColours({
  color,
  value,
  exportFormat,
  onExportFormatChange,
  onPick,
}: SavedColoursProps) {
  const records = useRecords('colors')
  const repository = useRepository('colors')
  const [name, setName] = useState('')
  const saved = useMemo(
    () =>
      [...records].sort(byOrder).map((record) => {
        const parsed = parseColour(record.value)
        return { record, color: parsed.ok ? parsed.color : null }
      }),
    [records],
  )
  const suggested = color ? colourName(color).name : ''
  const format = PALETTE_FORMATS.find((f) => f.id === exportFormat) ?? PALETTE_FORMATS[0]!
  const exported = exportPalette(
    saved.map(({ record, color }) => ({ name: record.name, value: record.value, color })),
    format.id,
  )

  const attempt = (what: string, change: () => void) => {
    try {
      change()
      return true
    } catch (error) {
      toast({
        kind: 'error',
        title: what,
        message: error instanceof Error ? error.message : String(error),
      })
      return false
    }
  }

  const save = () => {
    if (!color) return
    const title = name.trim() || suggested
    const ok = attempt('Could not save the colour', () =>
      repository.create({ name: title, value, order: Repository.orderAfter(records) }),
    )
    if (!ok) return
    setName('')
    toast({
      kind: 'success',
      title: 'Colour saved',
      message: `“${title}” (${value}) is in this workspace.`,
    })
  }

  const remove = (record: SavedColor) => {
    if (!attempt('Could not delete the colour', () => repository.trash([record.id]) ?? true)) return
    toast({
      kind: 'info',
      title: 'Colour deleted',
      message: `“${record.name}” is in the Trash for 30 days.`,
      action: {
        label: 'Undo',
        onClick: undoOfLatest(
          () =>
            void attempt('Could not restore the colour', () =>
              repository.untrash([{ id: record.id }]),
            ),
        ),
      },
    })
  }

  return (
    <section aria-labelledby="saved-colours" className="space-y-3">
      <h2 id="saved-colours" className="text-lg font-semibold">
        Saved colours
      </h2>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          save()
        }}
      >
        <Field label="Colour name" className="min-w-40 grow">
          {(ids) => (
            <Input
              {...ids}
              value={name}
              maxLength={200}
              placeholder={suggested}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" disabled={!color}>
          Save colour
        </Button>
      </form>
      {saved.length ? (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Saved colours">
          {saved.map(({ record, color: savedColour }) => (
            <li
              key={record.id}
              className="flex items-center gap-2 rounded-md border border-border p-1.5"
            >
              <button
                type="button"
                onClick={() => onPick(record.value)}
                aria-label={`Use ${record.name}: ${record.value}`}
                className="flex min-w-0 grow items-center gap-2 rounded-sm text-left focus-visible:outline-2 focus-visible:outline-accent"
              >
                <ColourTile
                  css={savedColour ? formatColour(savedColour, 'oklch') : 'transparent'}
                  className="size-8 shrink-0"
                />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium">{record.name}</span>
                  <span className="block truncate font-mono text-xs text-fg-muted">
                    {record.value}
                    {!savedColour && ' (not a colour this build can read)'}
                  </span>
                </span>
              </button>
              <IconButton label={`Delete ${record.name}`} size="sm" onClick={() => remove(record)}>
                <Trash2 aria-hidden />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-fg-muted">
          No saved colours yet. Saved colours belong to this workspace and go with its export.
        </p>
      )}
      <div className="space-y-2">
        <div className="flex flex-wrap items-end gap-2">
          <Field label="Export as" className="min-w-48">
            {(ids) => (
              <Select
                {...ids}
                value={format.id}
                onChange={(event) => onExportFormatChange(event.target.value as PaletteFormat)}
              >
                {PALETTE_FORMATS.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button
            look="flat"
            disabled={!saved.length}
            onClick={() => downloadText(format.file, exported, format.type)}
          >
            <Download aria-hidden />
            Download palette
          </Button>
        </div>
        <ToolOutput
          label="Palette export"
          value={saved.length ? exported : ''}
          multiline
          placeholder="Save a colour to export the palette."
        />
      </div>
    </section>
  )
}
