let scratch: HTMLTextAreaElement | undefined

/**
 * Decodes one named entity (`&hearts;`) with the browser's own HTML5 table, or `undefined` if
 * the browser does not know it. Safe: the argument is a lone `&name;` token (checked here), and
 * a detached <textarea> holds only text (RCDATA), so no element is made and nothing runs.
 */
export function resolveEntityInBrowser(entity: string): string | undefined {
  if (!/^&[a-z][a-z0-9]*;$/i.test(entity) || typeof document === 'undefined') return undefined
  scratch ??= document.createElement('textarea')
  scratch.innerHTML = entity
  const value = scratch.value
  return value === entity ? undefined : value
}
