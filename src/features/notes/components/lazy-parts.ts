import { createElement } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { lazyWithPreload } from '@/lib/lazy-with-preload'

/**
 * A part's spinner while its code is on its way: shown plainly, not as a Suspense fallback,
 * whose replacement React holds back up to 300 ms (a note opened by its address showed its
 * text that much after the editor's code had arrived).
 */
const loading = (label: string) => () => createElement(Spinner, { label, className: 'flex flex-1' })

/** The editor (CodeMirror, about 120 kB gzip) and the preview load on demand, each as a chunk. */
export const NoteEditor = lazyWithPreload(() => import('./note-editor'), {
  placeholder: loading('Loading editor'),
})
export const NotePreview = lazyWithPreload(() => import('./note-preview'), {
  placeholder: loading('Loading preview'),
})
