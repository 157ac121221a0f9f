import { createElement, lazy, useEffect, useReducer, useState, type ComponentType } from 'react'
import { withRetry } from './import-again'

/** A lazily loaded component that can be fetched ahead of its first render. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Fetches the component's code; once loaded, it renders without suspending. */
  preload: () => Promise<void>
  /** The component, once its code has loaded. */
  loaded: () => ComponentType<P> | null
  /** Whether its code is on its way (a fetch under way, not yet failed nor arrived). */
  pending: () => boolean
}

/**
 * Like `React.lazy`, but once the code is loaded (by `preload()` or an earlier render) the
 * component renders at once instead of suspending. React 19 holds back content that replaces
 * a Suspense fallback for up to 300 ms, so a section whose code was fetched ahead appears
 * that much sooner. With a `placeholder`, a component whose code is still on its way shows
 * that (plainly, no Suspense fallback) and never starts that hold at all.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  {
    placeholder,
    optional = false,
  }: {
    placeholder?: ComponentType
    /**
     * The app works without it (the command host): until its code is there it shows the
     * placeholder (or nothing), and when that code cannot be downloaded it goes on doing so,
     * instead of throwing to the nearest error boundary; the code is fetched again when the
     * browser comes back online, and it shows as soon as a later `preload()` succeeds.
     * @defaultValue false
     */
    optional?: boolean
  } = {},
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<void> | null = null
  // Mounted placeholders of an optional component whose load failed: told when it loads.
  const waiting = new Set<() => void>()
  const preload = () =>
    (loading ??= withRetry(load).then(
      (module) => {
        // A load that took a named export (`.then((m) => ({ default: m.X }))`) gets the whole
        // module back when it is imported again after a failed download (`importAgain`): an
        // error then, where it would wait for good. Lazy modules export their component as
        // `default`.
        if (!module.default) throw new Error('The lazily loaded module has no default export')
        loaded = module.default
        for (const arrived of waiting) arrived()
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    ))
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })))
  function Suspending(props: P) {
    // Chosen once per mount: switching type later would remount the screen and lose its state.
    const [type] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return createElement(type, props)
  }
  function Placeheld(props: P) {
    // The component mounts once, when its code is there: nothing of it is lost by the switch.
    const type = useLoaded(self, optional ? waiting : null)
    return type ? createElement(type, props) : placeholder ? createElement(placeholder) : null
  }
  const self: PreloadableComponent<P> = Object.assign(
    placeholder || optional ? Placeheld : Suspending,
    { preload, loaded: () => loaded, pending: () => loading !== null && loaded === null },
  )
  return self
}

/**
 * A preloadable component once its code has loaded (fetching it after the first render), and
 * null until then. A failed load is thrown from the render, to the nearest error boundary;
 * for an optional component (`waiting`, told when its code arrives) it stays null, and the
 * code is fetched again when the browser comes back online.
 */
function useLoaded<P extends object>(
  component: PreloadableComponent<P>,
  waiting: Set<() => void> | null,
): ComponentType<P> | null {
  const [state, setState] = useState<{ type: ComponentType<P> | null; error?: unknown }>(() => ({
    type: component.loaded(),
  }))
  useEffect(() => {
    if (state.type) return
    if (state.error) {
      if (!waiting) return
      const arrived = () => setState({ type: component.loaded() })
      const again = () => void component.preload().catch(() => {})
      waiting.add(arrived)
      window.addEventListener('online', again)
      // Loaded since it failed, before this listened.
      if (component.loaded()) arrived()
      return () => {
        waiting.delete(arrived)
        window.removeEventListener('online', again)
      }
    }
    let live = true
    component.preload().then(
      () => live && setState({ type: component.loaded() }),
      (error: unknown) => live && setState({ type: null, error }),
    )
    return () => {
      live = false
    }
  }, [component, state, waiting])
  if (state.error && !waiting) throw state.error
  return state.type
}

/**
 * Whether `component`'s code is here, fetching it while `wanted` (say, while its dialog is
 * asked for): for what renders the component only once its code is there, since a component
 * of `React.lazy` whose load failed stays failed for good. When the code cannot be downloaded,
 * `onFailure` runs (typically: take back the request and say so); the next time the component
 * is wanted, its code is fetched again.
 */
export function useLoadedWhen(
  component: { loaded: () => unknown; preload: () => Promise<void>; pending?: () => boolean },
  wanted: boolean,
  onFailure: (error: unknown) => void,
): boolean {
  const [, arrived] = useReducer((count: number) => count + 1, 0)
  const ready = !!component.loaded()
  useEffect(() => {
    if (!wanted || ready) return
    let live = true
    // A fetch begun before it was wanted (a preload) may have been cut off before the network
    // came back: when that one fails, this asking fetches afresh before it gives up.
    const joined = component.pending?.() ?? false
    const load = joined ? component.preload().catch(() => component.preload()) : component.preload()
    load.then(
      () => live && arrived(),
      (error: unknown) => live && onFailure(error),
    )
    return () => {
      live = false
    }
  }, [component, wanted, ready, onFailure])
  return ready
}
