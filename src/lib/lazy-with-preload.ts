import { createElement, lazy, useState, type ComponentType } from 'react'

/** A lazily loaded component that can be fetched ahead of its first render. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Fetches the component's code; once loaded, it renders without suspending. */
  preload: () => Promise<void>
}

/**
 * Like `React.lazy`, but once the code is loaded (by `preload()` or an earlier render) the
 * component renders at once instead of suspending. React 19 holds back content that replaces
 * a Suspense fallback for up to 300 ms, so a section whose code was fetched ahead appears
 * that much sooner.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<void> | null = null
  const preload = () =>
    (loading ??= load().then(
      (module) => void (loaded = module.default),
      (error: unknown) => {
        loading = null
        throw error
      },
    ))
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })))
  function Preloadable(props: P) {
    // Chosen once per mount: switching type later would remount the screen and lose its state.
    const [type] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return createElement(type, props)
  }
  return Object.assign(Preloadable, { preload })
}
