import { Inbox } from 'lucide-react'
import { ThemePanel } from './theme-panel'

/** Every UI primitive in each look, size and state, in the light and the dark theme side by side. */
export function Showcase() {
  return (
    <div className="min-h-full bg-bg">
      <header className="flex items-center gap-3 border-b border-border bg-surface px-6 py-4">
        <Inbox aria-hidden className="size-5 text-accent" />
        <h1 className="text-xl font-semibold">Hearth component showcase</h1>
        <a href="./" className="ml-auto text-sm underline underline-offset-4">
          Open Hearth
        </a>
      </header>
      <main className="grid lg:grid-cols-2">
        <ThemePanel theme="light" />
        <ThemePanel theme="dark" />
      </main>
    </div>
  )
}
