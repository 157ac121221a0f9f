import { lazyWithPreload } from '@/lib/lazy-with-preload'

/** The editor (CodeMirror, about 120 kB gzip) and the preview load on demand, each as a chunk. */
export const NoteEditor = lazyWithPreload(() => import('./note-editor'))
export const NotePreview = lazyWithPreload(() => import('./note-preview'))
