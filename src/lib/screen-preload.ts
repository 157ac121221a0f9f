/**
 * Fetching a screen's code before it is asked for, across layers: app/ knows the routes and says
 * how (`setScreenPreloader`); a feature that knows where a choice leads asks for it
 * (`preloadScreen`), as the search palette does for the command it has highlighted. The press of
 * Enter comes some 100 ms later, and the screen then renders at once instead of waiting for its
 * code (a tool or a settings page is not fetched before its section opens).
 */
let preloader: ((path: string) => void) | null = null

/** Sets how a path's screen is fetched (app/ does, once); null stops it. */
export function setScreenPreloader(next: ((path: string) => void) | null) {
  preloader = next
}

/** Fetches the code of the screen at `path` ('/tools/json'), if the app says how. */
export function preloadScreen(path: string) {
  preloader?.(path)
}
