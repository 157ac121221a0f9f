import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Field, Input, Select } from '@/components/ui/field'
import { toast } from '@/components/ui/toast-store'
import { pageLoadsRemoteImages } from '@/lib/csp'
import {
  GENERAL_DEFAULTS,
  selectGeneral,
  usePreferencesStore,
  type GeneralSettings,
} from '@/data/preferences-store'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { formatDate, formatTime } from '@/lib/format'
import { useShallow } from 'zustand/react/shallow'

const CLOCK_OPTIONS = [
  { value: '24h', label: '24-hour' },
  { value: '12h', label: '12-hour' },
] as const
const DATE_OPTIONS = ['dd/mm/yyyy', 'mm/dd/yyyy', 'yyyy-mm-dd'] as const
const WEEK_OPTIONS = [
  { value: 'monday', label: 'Monday' },
  { value: 'sunday', label: 'Sunday' },
  { value: 'saturday', label: 'Saturday' },
] as const
const SECTION_OPTIONS = [
  { value: 'overview', label: 'Overview' },
  { value: 'todos', label: 'Todos' },
  { value: 'notes', label: 'Notes' },
  { value: 'bookmarks', label: 'Bookmarks' },
  { value: 'tools', label: 'Tools' },
] as const

const sameSettings = (a: GeneralSettings, b: GeneralSettings) =>
  (Object.keys(a) as (keyof GeneralSettings)[]).every((key) => a[key] === b[key])

/** Settings > General: an explicit Save/Reset form guarded against leaving with unsaved edits. */
export default function GeneralSettingsPage() {
  const saved = usePreferencesStore(useShallow(selectGeneral))
  const saveGeneral = usePreferencesStore((state) => state.saveGeneral)
  // Only the fields edited here: the others show what is saved, even when another tab saves
  // them meanwhile (which then is no unsaved change of this page's, nor undone by its Save).
  const [edits, setEdits] = useState<Partial<GeneralSettings>>({})
  const draft: GeneralSettings = { ...saved, ...edits }
  const dirty = !sameSettings(draft, saved)
  useUnsavedChanges(dirty)

  const set = <K extends keyof GeneralSettings>(key: K, value: GeneralSettings[K]) =>
    setEdits((current) => ({ ...current, [key]: value }))

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const next = { ...draft, displayName: draft.displayName.trim() }
    const stored = saveGeneral(next)
    setEdits({})
    // Not stored: an error toast already says so.
    if (!stored) return
    // The page's policy, set as it opened, lets site icons in only from the next load.
    const reload = next.loadSiteIcons && !pageLoadsRemoteImages()
    toast({
      kind: 'success',
      title: 'Settings saved',
      message: reload
        ? 'Your general settings are saved on this device. Site icons show once Hearth reloads.'
        : 'Your general settings are saved on this device.',
      ...(reload && { action: { label: 'Reload', onClick: () => window.location.reload() } }),
    })
  }

  const example = new Date()
  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-label="General settings">
      <Field label="Display name" hint="Used in the greeting on your Overview.">
        {(ids) => (
          <Input
            {...ids}
            value={draft.displayName}
            maxLength={60}
            autoComplete="nickname"
            placeholder="Your name"
            onChange={(event) => set('displayName', event.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Clock format" hint={`Now: ${formatTime(example, draft.clockFormat)}`}>
          {(ids) => (
            <Select
              {...ids}
              value={draft.clockFormat}
              onChange={(event) =>
                set('clockFormat', event.target.value as GeneralSettings['clockFormat'])
              }
            >
              {CLOCK_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Date format" hint={`Today: ${formatDate(example, draft.dateFormat)}`}>
          {(ids) => (
            <Select
              {...ids}
              value={draft.dateFormat}
              onChange={(event) =>
                set('dateFormat', event.target.value as GeneralSettings['dateFormat'])
              }
            >
              {DATE_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Week starts on">
          {(ids) => (
            <Select
              {...ids}
              value={draft.weekStartsOn}
              onChange={(event) =>
                set('weekStartsOn', event.target.value as GeneralSettings['weekStartsOn'])
              }
            >
              {WEEK_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="Start section"
          hint="Where Hearth opens when you visit it without a page in the address."
        >
          {(ids) => (
            <Select
              {...ids}
              value={draft.startSection}
              onChange={(event) =>
                set('startSection', event.target.value as GeneralSettings['startSection'])
              }
            >
              {SECTION_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <fieldset className="space-y-1.5">
        <legend className="mb-1.5 text-sm font-medium">Bookmarks</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.loadSiteIcons}
            onChange={(event) => set('loadSiteIcons', event.target.checked)}
            aria-describedby="load-site-icons-hint"
            className="size-4 accent-(--accent)"
          />
          Load site icons
        </label>
        <p id="load-site-icons-hint" className="text-xs text-fg-muted">
          Off, Hearth contacts no site: a bookmark shows the icon its imported file carried, or a
          letter tile. On, a bookmark without an icon asks its site for one (
          <code>/favicon.ico</code>), which tells that site your address.
        </p>
      </fieldset>
      <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
        <Button type="submit" look="key" disabled={!dirty}>
          Save
        </Button>
        <Button look="flat" disabled={!dirty} onClick={() => setEdits({})}>
          Reset
        </Button>
        <span className="text-sm text-fg-muted" aria-live="polite">
          {dirty ? 'You have unsaved changes.' : ''}
        </span>
        <Button
          look="link"
          size="sm"
          className="ml-auto"
          disabled={sameSettings(draft, GENERAL_DEFAULTS)}
          onClick={() => setEdits(GENERAL_DEFAULTS)}
        >
          Use defaults
        </Button>
      </div>
    </form>
  )
}
