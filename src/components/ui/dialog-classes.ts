/** A modal dialog's backdrop (Radix's `Dialog.Overlay`, or a stand-in while a dialog's code loads). */
export const overlayClass =
  'fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in'

/** A modal dialog's panel, centred in the window. */
export const panelClass =
  'fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-lg border border-border bg-surface p-5 text-fg shadow-xl focus:outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in'
