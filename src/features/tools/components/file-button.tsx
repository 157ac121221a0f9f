import { FileUp } from 'lucide-react'
import { useRef, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'

/** A button that asks for one file (the browser's file chooser) and hands it over. */
export function FileButton({
  children,
  onFile,
}: {
  children: ReactNode
  onFile: (file: File) => void
}) {
  const picker = useRef<HTMLInputElement>(null)
  return (
    <>
      <input
        ref={picker}
        type="file"
        tabIndex={-1}
        aria-hidden
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0]
          // Cleared, so choosing the same file again is seen too.
          event.target.value = ''
          if (file) onFile(file)
        }}
      />
      <Button look="flat" onClick={() => picker.current?.click()}>
        <FileUp aria-hidden />
        {children}
      </Button>
    </>
  )
}
