import { Sparkles } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toast-store'
import { SAMPLE_SIZES, type SampleSize } from '@/data/sample-data'
import { addSampleData } from '@/data/workspace-content'

/** 'Generate sample data': demo content in three sizes, added to the active workspace. */
export function SampleDataDialog() {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState<SampleSize | null>(null)
  const generate = async (size: SampleSize) => {
    setBusy(size)
    try {
      const added = await addSampleData(size)
      toast({
        kind: 'success',
        title: 'Sample data added',
        message: `${added.toLocaleString('en-GB')} records were added to this workspace.`,
      })
      setOpen(false)
    } catch (error) {
      toast({
        kind: 'error',
        title: 'Sample data was not added',
        message: error instanceof Error ? error.message : String(error),
      })
    } finally {
      setBusy(null)
    }
  }
  return (
    <Dialog open={open} onOpenChange={(next) => busy === null && setOpen(next)}>
      <DialogTrigger asChild>
        <Button>
          <Sparkles aria-hidden />
          Generate sample data
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Generate sample data"
        description="Adds made-up todos, notes and bookmarks to this workspace. Undo removes them again."
      >
        <div className="grid gap-2">
          {(Object.keys(SAMPLE_SIZES) as SampleSize[]).map((size) => {
            const { label, todos, notes, bookmarks } = SAMPLE_SIZES[size]
            return (
              <Button
                key={size}
                look="flat"
                className="h-auto justify-between py-2"
                aria-label={label}
                aria-describedby={`sample-${size}`}
                disabled={busy !== null}
                onClick={() => void generate(size)}
              >
                <span>{label}</span>
                <span id={`sample-${size}`} className="text-xs font-normal text-fg-muted">
                  {busy === size ? (
                    <Spinner
                      size="sm"
                      delay={0}
                      label={`Generating ${label.toLowerCase()} sample data`}
                    />
                  ) : (
                    `${todos.toLocaleString('en-GB')} todos · ${notes.toLocaleString('en-GB')} notes · ${bookmarks.toLocaleString('en-GB')} bookmarks`
                  )}
                </span>
              </Button>
            )
          })}
        </div>
      </DialogContent>
    </Dialog>
  )
}
