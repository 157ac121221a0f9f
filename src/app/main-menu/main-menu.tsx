import { Menu } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Popover } from '@/components/ui/popover'
import { Tooltip } from '@/components/ui/tooltip'
import { cn } from '@/lib/cn'
import { lazyWithPreload } from '@/lib/lazy-with-preload'
import { TASKBAR_FOCUS_RING } from '../taskbar/taskbar-button'

const MainMenuContent = lazyWithPreload(() => import('./main-menu-content'))

/** The launcher: theme, changelog, search, settings and external links. */
export function MainMenu() {
  const [open, setOpen] = useState(false)
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      side="top"
      align="center"
      aria-label="Main menu"
      className="w-72"
      code={MainMenuContent}
      trigger={(props) => (
        <Tooltip content="Menu">
          <Button
            look="ghost"
            aria-label="Menu"
            className={cn('size-9 px-0 sm:size-10', TASKBAR_FOCUS_RING)}
            {...props}
          >
            <Menu className="size-5!" />
          </Button>
        </Tooltip>
      )}
    >
      <MainMenuContent close={() => setOpen(false)} />
    </Popover>
  )
}
