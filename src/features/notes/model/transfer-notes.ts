import { downloadBlob, downloadText, today } from '@/data/download'
import type { Note } from '@/data/records/note'
import { noteFileName, noteToMarkdown, titleFromFile, uniqueFileNames } from './note-text'

/** The largest file 'Import notes' takes. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024

const TEXT_EXTENSION = /\.(md|markdown|txt)$/i

/** A file turned into a note's fields, or the reason it was refused. */
export type ImportedFile =
  | { ok: true; name: string; title: string; body: string }
  | { ok: false; name: string; error: string }

/**
 * Reads one file for 'Import notes'. Only `.md`, `.markdown` and `.txt` files of valid UTF-8
 * text up to 2 MB are taken; anything else is refused with a reason.
 */
export async function readNoteFile(file: File): Promise<ImportedFile> {
  const name = file.name
  if (!TEXT_EXTENSION.test(name))
    return { ok: false, name, error: `“${name}” is not a Markdown or text file (.md or .txt).` }
  if (file.size > MAX_IMPORT_BYTES)
    return { ok: false, name, error: `“${name}” is larger than 2 MB.` }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer())
  } catch {
    return { ok: false, name, error: `“${name}” is not UTF-8 text.` }
  }
  if (text.includes('\u0000'))
    return { ok: false, name, error: `“${name}” is not a text file; it holds binary data.` }
  const body = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  return { ok: true, name, title: titleFromFile(name, body), body }
}

/** Saves one note as a `.md` file. */
export function exportNote(note: Note) {
  downloadText(noteFileName(note), noteToMarkdown(note), 'text/markdown;charset=utf-8')
}

/** Saves notes as a `.zip` of `.md` files, one per note. */
export async function exportNotesZip(notes: readonly Note[]) {
  const { zipSync, strToU8 } = await import('fflate')
  const names = uniqueFileNames(notes.map(noteFileName))
  const files: Record<string, [Uint8Array, { mtime: Date }]> = {}
  notes.forEach((note, i) => {
    files[names[i]!] = [strToU8(noteToMarkdown(note)), { mtime: new Date(note.updatedAt) }]
  })
  const zip = zipSync(files, { level: 6 })
  downloadBlob(
    `hearth-notes-${today()}.zip`,
    new Blob([zip as BlobPart], { type: 'application/zip' }),
  )
}
