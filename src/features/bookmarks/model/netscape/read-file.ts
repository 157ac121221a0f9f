import { inertHtml } from '@/lib/inert-html'
import { ERRORS, looksBinary, parseNetscapeBookmarks, refusedFile } from './parse'
import type { NetscapeParseResult } from './tree'

/** How far into a file its `<meta>` naming an encoding is looked for, as browsers do. */
const PRESCAN_BYTES = 1024

/** The encoding a byte order mark at the start stands for, if there is one. */
function encodingOfBom(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8'
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be'
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le'
  return null
}

/** The encoding a `<meta>` content names ('text/html; charset=windows-1252'), as written. */
function charsetOf(content: string | null): string | null {
  const match = /charset\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s;"']+))/i.exec(content ?? '')
  return match ? (match[1] ?? match[2] ?? match[3] ?? null) : null
}

/**
 * The encoding the first `<meta charset>` or `<meta http-equiv="Content-Type">` in a file's
 * first 1,024 bytes names, if the browser knows it (then by its own name: 'latin1' is
 * 'windows-1252'). Read with the browser's HTML parser: the bytes as windows-1252, which
 * keeps every ASCII byte as it is.
 */
function declaredEncoding(bytes: Uint8Array): string | null {
  const head = new TextDecoder('windows-1252').decode(bytes.subarray(0, PRESCAN_BYTES))
  const doc = new DOMParser().parseFromString(inertHtml(head), 'text/html')
  for (const meta of doc.querySelectorAll('meta')) {
    const label =
      meta.getAttribute('charset') ??
      (meta.getAttribute('http-equiv')?.trim().toLowerCase() === 'content-type'
        ? charsetOf(meta.getAttribute('content'))
        : null)
    if (!label) continue
    try {
      const { encoding } = new TextDecoder(label.trim())
      // As the HTML standard has it: a UTF-16 declaration in bytes read as ASCII means UTF-8.
      return encoding.startsWith('utf-16')
        ? 'utf-8'
        : encoding === 'x-user-defined'
          ? 'windows-1252'
          : encoding
    } catch {
      // A name the browser does not know: the next declaration may do.
    }
  }
  return null
}

/**
 * A bookmark file's bytes as text: by the byte order mark if there is one, else as UTF-8 if
 * they are UTF-8 (a character cut off at the very end, as in a truncated file, is dropped),
 * else in the encoding the file declares in a `<meta>` (old exporters and editors wrote
 * windows-1252 and ISO-8859-1). A file that is none of these is refused: as binary data if it
 * looks like that, else because its encoding is unknown.
 */
export function decodeBookmarkFile(bytes: Uint8Array): { text: string } | { error: string } {
  const bom = encodingOfBom(bytes)
  if (bom) return { text: new TextDecoder(bom).decode(bytes) }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true }) }
  } catch {
    // Not UTF-8: the file may say what it is.
  }
  const declared = declaredEncoding(bytes)
  if (declared && declared !== 'utf-8') return { text: new TextDecoder(declared).decode(bytes) }
  // Bytes that are not UTF-8 are the encoding's fault here; NULs and control characters are not.
  const lossy = new TextDecoder().decode(bytes).replaceAll('\uFFFD', '')
  return { error: looksBinary(lossy) ? ERRORS.binary : ERRORS.encoding }
}

/** Reads a bookmark file the user picked: its bytes decoded (`decodeBookmarkFile`), then parsed. */
export async function readBookmarkFile(file: Blob): Promise<NetscapeParseResult> {
  const decoded = decodeBookmarkFile(new Uint8Array(await file.arrayBuffer()))
  return 'error' in decoded ? refusedFile(decoded.error) : parseNetscapeBookmarks(decoded.text)
}
