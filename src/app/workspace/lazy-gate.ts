import { lazyWithPreload } from '@/lib/lazy-with-preload'
import { ContentSpinner } from '../layouts/content-spinner'

/**
 * The content area's gate, with the data layer (Yjs, IndexedDB) behind it: never loaded with
 * the shell, fetched by the first screen's preload as the workspace starts to open.
 */
export const LazyWorkspaceGate = lazyWithPreload(() => import('./workspace-gate'), {
  placeholder: ContentSpinner,
})
