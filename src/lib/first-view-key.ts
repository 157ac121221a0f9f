/**
 * Where the Overview's cached first view is stored (`first-view.ts` takes and shows it), apart
 * from the code that takes it: the data layer forgets it (a deleted workspace, a full storage)
 * without loading that code on its way to opening a workspace.
 */

/** localStorage key of the stored copy; `public/boot.js` reads the same key. */
export const FIRST_VIEW_KEY = 'hearth:first-view'

export interface StoredFirstView {
  v: 1
  workspace: string
  /** `window.innerWidth` when taken: the grid's columns follow the width. */
  width: number
  /** Each distinct class list once; `html` refers to them as `class="~n"`. */
  classes: string[]
  html: string
}

/**
 * Forgets the stored copy if it shows `workspace` (or whichever it shows, without one). Returns
 * whether there was one to forget.
 */
export function forgetFirstView(workspace?: string): boolean {
  try {
    const raw = localStorage.getItem(FIRST_VIEW_KEY)
    if (!raw) return false
    // Without a workspace any copy goes, even one that is not JSON.
    if (workspace) {
      const stored = JSON.parse(raw) as Partial<StoredFirstView> | null
      if (stored?.workspace !== workspace) return false
    }
    localStorage.removeItem(FIRST_VIEW_KEY)
    return true
  } catch {
    return false
  }
}
