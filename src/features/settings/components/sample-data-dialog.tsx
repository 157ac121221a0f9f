import { Sparkles } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toast-store'
import { useWorkspace } from '@/data/hooks'
import { SAMPLE_SIZES, type SampleSize } from '@/data/sample-data'
import { addSampleData } from '@/data/workspace-content'
import { plural } from '@/lib/format'

/** How many records a sample size adds, of every kind. */
const sampleRecords = (size: SampleSize) => {
  const { todoLists, todos, notes, bookmarkFolders, bookmarks } = SAMPLE_SIZES[size]
  return todoLists + todos + notes + bookmarkFolders + bookmarks
}

/**
 * 'Generate sample data': demo content in four sizes, added to the active workspace. Each size
 * lists every kind of record it adds, so its counts add up to the toast's total.
 */
export function SampleDataDialog() {
  const { readOnly } = useWorkspace()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState<SampleSize | null>(null)
  const generate = async (size: SampleSize) => {
    setBusy(size)
    try {
      const added = await addSampleData(size)
      toast({
        kind: 'success',
        title: 'Sample data added',
        message: `${plural(added, 'record was', 'records were')} added to this workspace.`,
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
    <>
      {readOnly && (
        <p className="text-sm">
          This workspace is read-only, so sample data cannot be added to it.
        </p>
      )}
      <Dialog open={open} onOpenChange={(next) => busy === null && setOpen(next)}>
        <DialogTrigger asChild>
          <Button disabled={readOnly}>
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
              const { label, todoLists, todos, notes, bookmarkFolders, bookmarks } =
                SAMPLE_SIZES[size]
              return (
                <Button
                  key={size}
                  look="flat"
                  // The counts go under the size when the dialog is too narrow for both (a phone).
                  className="h-auto flex-wrap justify-between gap-x-3 gap-y-0.5 py-2 text-left whitespace-normal"
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
                      `${plural(todos, 'todo')} in ${plural(todoLists, 'list')} · ${plural(notes, 'note')} · ${plural(bookmarks, 'bookmark')} in ${plural(bookmarkFolders, 'folder')}`
                    )}
                  </span>
                </Button>
              )
            })}
            <p className="text-xs text-fg-muted">
              Extra large is for trying Hearth at scale: adding its{' '}
              {plural(sampleRecords('extraLarge'), 'record')} takes a few seconds, and the page
              stops responding for a moment while they are stored.
            </p>
          </div>
        </DialogContent>
      </Dialog>
    </>
  )
}
