/** Saves a blob as a file through the browser's download. */
export function downloadBlob(filename: string, blob: Blob) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** Saves text as a file through the browser's download. */
export function downloadText(filename: string, text: string, type = 'application/json') {
  downloadBlob(filename, new Blob([text], { type }))
}

/** 2026-11-22, for file names. */
export function today(): string {
  return new Date().toISOString().slice(0, 10)
}

/** Bytes a file-name part may take: file systems allow 255 for a whole name, in UTF-8 on Linux. */
const SLUG_BYTES = 150

/**
 * A file-name part from a user's name for something: lower case, with spaces as hyphens. It
 * keeps letters and digits of every script ('工作', 'работа'); only what file systems refuse
 * (`\\ / : * ? " < > |`), control and invisible formatting characters, and dots or hyphens at
 * either end go. At most 150 bytes, cut between characters; 'workspace' when nothing is left.
 */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\\/:*?"<>|\p{Cc}\p{Cf}\p{Z}\s-]+/gu, '-')
  let kept = ''
  let bytes = 0
  for (const character of slug) {
    bytes += new TextEncoder().encode(character).length
    if (bytes > SLUG_BYTES) break
    kept += character
  }
  return kept.replace(/^[-.]+|[-.]+$/g, '') || 'workspace'
}
