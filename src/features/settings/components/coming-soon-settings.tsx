import { Hammer } from 'lucide-react'
import { EmptyState } from '@/components/ui/empty-state'

/** The short 'coming soon' state of a settings page a later release fills. */
export function ComingSoonSettings({ what }: { what: string }) {
  return (
    <EmptyState icon={Hammer} title="Coming soon">
      {what}
    </EmptyState>
  )
}
