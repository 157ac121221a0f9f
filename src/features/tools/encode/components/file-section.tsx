import { Download } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { downloadBlob } from '@/data/download'
import { plural } from '@/lib/format'
import { FileButton } from '../../components/file-button'
import { ToolOutput } from '../../components/tool-output'
import { fileToBase64 } from '../encode-model'

type FileResult =
  { name: string; size: number; base64: string; dataUrl: string } | { name: string; error: string }

export interface FileSectionProps {
  /** Bytes of the Base64 being decoded, when it is whole Base64: offered as a download. */
  decoded?: Uint8Array
}

/** Base64 of a chosen file (and its data: URL), and decoded Base64 as a file to download. */
export function FileSection({ decoded }: FileSectionProps) {
  const [file, setFile] = useState<FileResult | null>(null)

  const encodeFile = async (chosen: File) => {
    const encoded = await fileToBase64(chosen)
    setFile(
      encoded.ok
        ? { name: chosen.name, size: chosen.size, ...encoded }
        : { name: chosen.name, error: encoded.error },
    )
  }

  return (
    <section aria-labelledby="encode-files" className="space-y-3">
      <h2 id="encode-files" className="text-lg font-semibold">
        Files
      </h2>
      <div className="flex flex-wrap gap-2">
        <FileButton onFile={(chosen) => void encodeFile(chosen)}>Encode a file</FileButton>
        {decoded && (
          <Button
            look="flat"
            onClick={() => downloadBlob('decoded.bin', new Blob([decoded as BlobPart]))}
          >
            <Download aria-hidden />
            Download as file
          </Button>
        )}
      </div>
      {file && 'error' in file && (
        <Alert kind="error" title={`Could not encode ${file.name}`}>
          {file.error}
        </Alert>
      )}
      {file && !('error' in file) && (
        <div className="space-y-3">
          <p className="text-sm text-fg-muted">
            {file.name}, {plural(file.size, 'byte')}
          </p>
          <ToolOutput label="Base64 of the file" value={file.base64} multiline />
          <ToolOutput label="Data URL" value={file.dataUrl} multiline />
        </div>
      )}
    </section>
  )
}
