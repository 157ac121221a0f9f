import { useId } from 'react'
import { Alert } from '@/components/ui/alert'

/**
 * A field's error as an alert (announced at once), and the props that mark the field invalid
 * and point it at the alert. No error: no alert, and the field keeps its own description.
 */
export function useFieldAlert(error: string | undefined, describedBy?: string) {
  const id = useId()
  return {
    fieldProps: error
      ? { 'aria-invalid': true as const, 'aria-describedby': id }
      : { 'aria-describedby': describedBy },
    alert: error ? (
      <Alert kind="error" id={id}>
        {error}
      </Alert>
    ) : null,
  }
}
