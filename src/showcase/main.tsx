import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ConfirmHost } from '@/components/ui/confirm'
import { Toaster } from '@/components/ui/toaster'
import { TooltipProvider } from '@/components/ui/tooltip'
import { startThemeSync } from '@/data/theme-store'
import '@/index.css'
import { Showcase } from './showcase'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('No root element found')
startThemeSync()
document.title = 'Component showcase · Hearth'

createRoot(rootElement).render(
  <StrictMode>
    <TooltipProvider>
      <Showcase />
      <Toaster />
      <ConfirmHost />
    </TooltipProvider>
  </StrictMode>,
)
