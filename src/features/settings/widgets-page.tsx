import { Plus, RotateCcw } from 'lucide-react'
import { useCallback, useState } from 'react'
import { Button } from '@/components/ui/button'
import { confirm } from '@/components/ui/confirm'
import { AddWidgetDialog } from '@/components/widgets/add-widget-dialog'
import { useWidgetActions } from '@/components/widgets/use-widget-actions'
import { SettingsGroup } from './components/settings-group'
import { WidgetDefaults } from './components/widget-defaults'
import { WidgetList } from './components/widget-list'

/**
 * Settings > Widgets: this workspace's widgets as a list (show, hide, reorder, settings,
 * remove), 'Add widget', 'Reset layout', and defaults for new widgets. Every change applies at
 * once, so nothing is guarded.
 */
export default function WidgetsSettingsPage() {
  const actions = useWidgetActions()
  const [adding, setAdding] = useState(false)
  const [message, setMessage] = useState('')
  const announce = useCallback((next: string) => {
    setMessage('')
    requestAnimationFrame(() => setMessage(next))
  }, [])

  const reset = async () => {
    const ok = await confirm({
      title: 'Reset the layout?',
      description:
        'The Overview of this workspace goes back to the default widgets in their default places. Widgets you added and their settings are removed.',
      confirmLabel: 'Reset layout',
      destructive: true,
    })
    if (ok) actions.resetLayout()
  }

  return (
    <div className="space-y-8">
      <SettingsGroup
        title="Widgets on your Overview"
        savedIn="workspace"
        description="In reading order: the phone shows them in this order, and the desktop grid is laid out again when you reorder them here."
      >
        <WidgetList onAnnounce={announce} />
        <div className="flex flex-wrap gap-2">
          <Button look="key" size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden /> Add widget
          </Button>
          <Button look="flat" size="sm" onClick={() => void reset()}>
            <RotateCcw aria-hidden /> Reset layout
          </Button>
        </div>
      </SettingsGroup>
      <SettingsGroup
        title="Defaults for new widgets"
        savedIn="device"
        description="The settings a widget starts with when you add it. Widgets already on the Overview keep theirs."
      >
        <WidgetDefaults />
      </SettingsGroup>
      <AddWidgetDialog
        open={adding}
        onOpenChange={setAdding}
        onAdd={(type) => {
          if (actions.add(type)) announce(`${type.title} added to the Overview.`)
        }}
      />
      <p aria-live="polite" className="sr-only">
        {message}
      </p>
    </div>
  )
}
