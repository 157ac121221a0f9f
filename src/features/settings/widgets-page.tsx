import { ComingSoonSettings } from './components/coming-soon-settings'

/** Settings > Widgets. */
export default function WidgetsSettingsPage() {
  return <ComingSoonSettings what="Pick and arrange the widgets on your Overview." />
}
