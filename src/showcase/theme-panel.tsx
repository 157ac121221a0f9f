import { Plus, Settings, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Alert, KIND_LABELS } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { confirm } from '@/components/ui/confirm'
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog'
import { EmptyState } from '@/components/ui/empty-state'
import { Field, Input, Select } from '@/components/ui/field'
import { IconButton } from '@/components/ui/icon-button'
import { Popover } from '@/components/ui/popover'
import { Slider } from '@/components/ui/slider'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toast-store'
import { Tooltip } from '@/components/ui/tooltip'
import { cn } from '@/lib/cn'
import { Block } from './block'

const LOOKS = ['key', 'ghost', 'flat', 'link', 'destructive'] as const
const SIZES = ['md', 'sm'] as const
const KINDS = ['info', 'success', 'warn', 'error'] as const
const CATEGORIES = ['red', 'orange', 'yellow', 'green', 'cyan', 'blue', 'violet'] as const

/** One theme's column of the showcase. */
export function ThemePanel({ theme }: { theme: 'light' | 'dark' }) {
  const [value, setValue] = useState(8)
  const [popoverOpen, setPopoverOpen] = useState(false)
  const name = theme === 'light' ? 'Light theme' : 'Dark theme'
  return (
    <section aria-label={name} className={cn(theme, 'space-y-8 bg-bg p-6 text-fg')}>
      <h2 className="text-lg font-semibold">{name}</h2>
      {SIZES.map((size) => (
        <Block key={size} title={`Buttons, size ${size}`}>
          {LOOKS.map((look) => (
            <Button key={look} look={look} size={size}>
              {look}
            </Button>
          ))}
          <Button size={size} disabled>
            disabled
          </Button>
        </Block>
      ))}
      <Block title="Icon buttons and tooltips">
        <IconButton label="Add">
          <Plus />
        </IconButton>
        <IconButton label="Settings" look="flat">
          <Settings />
        </IconButton>
        <IconButton label="Delete" look="destructive" size="sm">
          <Trash2 />
        </IconButton>
        <Tooltip content="A tooltip">
          <Button look="ghost">Hover me</Button>
        </Tooltip>
      </Block>
      <Block title="Alerts">
        <div className="grid w-full gap-2">
          {KINDS.map((kind) => (
            <Alert key={kind} kind={kind} title={`${KIND_LABELS[kind]} alert`}>
              This is how {/^[aeiou]/i.test(KIND_LABELS[kind]) ? 'an' : 'a'}{' '}
              {KIND_LABELS[kind].toLowerCase()} message reads.
            </Alert>
          ))}
        </div>
      </Block>
      <Block title="Toasts">
        {KINDS.map((kind) => (
          <Button
            key={kind}
            size="sm"
            onClick={() =>
              toast({
                kind,
                title: `${KIND_LABELS[kind]} toast`,
                message: `Shown from the ${theme} panel.`,
              })
            }
          >
            Show {KIND_LABELS[kind].toLowerCase()} toast
          </Button>
        ))}
      </Block>
      <Block title="Dialogs and popovers">
        <Dialog>
          <DialogTrigger asChild>
            <Button>Open dialog</Button>
          </DialogTrigger>
          <DialogContent title="A dialog" description="Dialogs trap focus and close with Esc.">
            <p className="text-sm">Content goes here.</p>
          </DialogContent>
        </Dialog>
        <Button
          onClick={() =>
            void confirm({
              title: 'Delete it?',
              description: 'This cannot be undone.',
              confirmLabel: 'Delete',
              destructive: true,
            }).then((ok) =>
              toast({ kind: ok ? 'success' : 'info', title: ok ? 'Confirmed' : 'Cancelled' }),
            )
          }
        >
          Ask to confirm
        </Button>
        <Popover
          open={popoverOpen}
          onOpenChange={setPopoverOpen}
          aria-label="Example popover"
          className="p-4 text-sm"
          trigger={(props) => <Button {...props}>Open popover</Button>}
        >
          A popover.
        </Popover>
      </Block>
      <Block title="Form fields">
        <div className="grid w-full gap-4 sm:grid-cols-2">
          <Field label={`Text (${theme})`} hint="A hint under the field.">
            {(ids) => <Input {...ids} placeholder="Type here" />}
          </Field>
          <Field label={`Invalid (${theme})`} error="Something is wrong with this.">
            {(ids) => <Input {...ids} defaultValue="bad value" />}
          </Field>
          <Field label={`Select (${theme})`}>
            {(ids) => (
              <Select {...ids} defaultValue="b">
                <option value="a">Option A</option>
                <option value="b">Option B</option>
              </Select>
            )}
          </Field>
          <Field label={`Disabled (${theme})`}>
            {(ids) => <Input {...ids} disabled defaultValue="Disabled" />}
          </Field>
        </div>
        <Slider
          aria-label={`Slider (${theme})`}
          min={0}
          max={16}
          value={[value]}
          onValueChange={([v]) => setValue(v ?? 0)}
        />
      </Block>
      <Block title="Spinners">
        {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
          <Spinner key={size} size={size} delay={0} label={`Loading (${size})`} />
        ))}
      </Block>
      <Block title="Palette">
        {[...CATEGORIES, 'default'].map((cat) => (
          <span key={cat} className="flex items-center gap-1.5 text-xs">
            <span
              aria-hidden
              className="size-5 rounded-full"
              style={{ background: `var(--cat-${cat})` }}
            />
            {cat}
          </span>
        ))}
      </Block>
      <EmptyState icon={Plus} title="Empty state">
        Shown when a screen has nothing to show yet.
      </EmptyState>
    </section>
  )
}
