import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { preloadFirstScreen } from '@/app/first-screen'
import { usePreferencesStore } from '@/data/preferences-store'
import { firstScreenShown } from '@/lib/first-screen'
import { startThemeSync } from '@/data/theme-store'
import './index.css'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('No root element found')

startThemeSync()

// A visit without a page in the address opens the start section chosen in Settings > General.
const start = usePreferencesStore.getState().startSection
if (window.location.hash === '' && start !== 'overview') {
  window.history.replaceState(null, '', `#/${start}`)
}

// Start opening the workspace before React renders the shell, so its disk reads overlap the
// render. The shell never waits more than 50 ms for the data layer's code.
// Counts (beside a widget's records) wait until the first screen is shown.
const dataStarted = Promise.all([
  import('@/data/session'),
  import('@/data/persistence/reads-first'),
]).then(([{ session }, { countsAfter }]) => {
  countsAfter(firstScreenShown())
  void session.start()
})
preloadFirstScreen(window.location.hash)
// A transition: React renders the shell in slices, the browser free for input between them (the
// boot shell is on screen meanwhile).
const render = () =>
  startTransition(() =>
    createRoot(rootElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  )
void Promise.race([dataStarted, new Promise((resolve) => setTimeout(resolve, 50))]).then(
  render,
  render,
)
