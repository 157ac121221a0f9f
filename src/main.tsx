import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { usePreferencesStore } from '@/data/preferences-store'
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

// Open the workspace while React renders the shell: the content area needs it next.
void import('@/data/session').then(({ session }) => session.start())

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
