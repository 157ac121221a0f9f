import { Pipette } from 'lucide-react'
import { EmptyState } from '@/components/ui/empty-state'

/** Tools > Colour picker. */
export default function ColorPickerPage() {
  return (
    <>
      <h1 className="text-2xl font-semibold">Colour picker</h1>
      <EmptyState icon={Pipette} title="Coming soon">
        Pick any colour on screen and copy it as HEX, RGB, HSL or OKLCH.
      </EmptyState>
    </>
  )
}
