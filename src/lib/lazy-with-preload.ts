import { createElement, lazy, useEffect, useState, type ComponentType } from 'react'
import { withRetry } from './import-again'

/** A lazily loaded component that can be fetched ahead of its first render. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Fetches the component's code; once loaded, it renders without suspending. */
  preload: () => Promise<void>
  /** The component, once its code has loaded. */
  loaded: () => ComponentType<P> | null
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
  { placeholder }: { placeholder?: ComponentType } = {},
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<void> | null = null
  const preload = () =>
    (loading ??= withRetry(load).then(
      (module) => void (loaded = module.default),
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
    const type = useLoaded(self)
    return type ? createElement(type, props) : placeholder ? createElement(placeholder) : null
  }
  const self: PreloadableComponent<P> = Object.assign(placeholder ? Placeheld : Suspending, {
    preload,
    loaded: () => loaded,
  })
  return self
}

/**
 * A preloadable component once its code has loaded (fetching it after the first render), and
 * null until then. A failed load is thrown from the render, to the nearest error boundary.
 */
function useLoaded<P extends object>(component: PreloadableComponent<P>): ComponentType<P> | null {
  const [state, setState] = useState<{ type: ComponentType<P> | null; error?: unknown }>(() => ({
    type: component.loaded(),
  }))
  useEffect(() => {
    if (state.type || state.error) return
    let live = true
    component.preload().then(
      () => live && setState({ type: component.loaded() }),
      (error: unknown) => live && setState({ type: null, error }),
    )
    return () => {
      live = false
    }
  }, [component, state])
  if (state.error) throw state.error
  return state.type
}
