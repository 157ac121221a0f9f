import { FileUp } from 'lucide-react'
import { useState, type DragEvent, type ReactNode } from 'react'

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files')

/** Takes files dropped anywhere on it ('Import notes' by drag and drop). */
export function ImportDropZone({
  onFiles,
  children,
}: {
  onFiles: (files: File[]) => void
  children: ReactNode
}) {
  const [over, setOver] = useState(false)
  return (
    // Dropping is a shortcut; 'Import notes' does the same from the keyboard.
    <div
      className="relative h-full"
      onDragOver={(event) => {
        if (!hasFiles(event)) return
        event.preventDefault()
        event.dataTransfer.dropEffect = 'copy'
        setOver(true)
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false)
      }}
      onDrop={(event) => {
        if (!hasFiles(event)) return
        event.preventDefault()
        setOver(false)
        onFiles([...event.dataTransfer.files])
      }}
    >
      {children}
      {over && (
        <div className="pointer-events-none absolute inset-2 z-10 flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-accent bg-surface/90 text-fg">
          <FileUp aria-hidden className="size-8 text-accent" />
          <p className="font-medium">
            Drop Markdown or text files, or a .zip of them, to import them as notes
          </p>
        </div>
      )}
    </div>
  )
}
