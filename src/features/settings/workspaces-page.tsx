import { ComingSoonSettings } from './components/coming-soon-settings'

/** Settings > Workspaces. */
export default function WorkspacesSettingsPage() {
  return <ComingSoonSettings what="Keep separate workspaces for work, home and anything else." />
}
