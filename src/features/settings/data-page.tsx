import { ComingSoonSettings } from './components/coming-soon-settings'

/** Settings > Data. */
export default function DataSettingsPage() {
  return (
    <ComingSoonSettings what="See how much space Hearth uses, export and import your data, and restore backups." />
  )
}
