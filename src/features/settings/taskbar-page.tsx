import { ComingSoonSettings } from './components/coming-soon-settings'

/** Settings > Taskbar. */
export default function TaskbarSettingsPage() {
  return <ComingSoonSettings what="Choose which sections the taskbar shows and in which order." />
}
