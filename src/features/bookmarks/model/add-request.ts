// Kept apart from the screen's store: the app's command list imports it at start-up.
let addRequests = 0
const addListeners = new Set<() => void>()

/** Asks the Bookmarks screen to open 'Add bookmark' (now, or as soon as it is on screen). */
export function requestAddBookmark() {
  addRequests++
  for (const listener of addListeners) listener()
}

/** Takes a pending 'Add bookmark' request: true once per request. */
export function takeAddRequest(): boolean {
  if (!addRequests) return false
  addRequests = 0
  return true
}

export function onAddRequest(listener: () => void) {
  addListeners.add(listener)
  return () => void addListeners.delete(listener)
}
