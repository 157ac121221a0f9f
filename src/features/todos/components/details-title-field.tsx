import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Field, Input } from '@/components/ui/field'
import type { FieldProps } from './details-fields'

/**
 * 'Title' in 'Todo details': saved as it is typed, but never empty. A title left empty (on
 * leaving the field, or closing the dialog) goes back to the one it had when the field was
 * entered, as in the row's own title editor: an empty title would show as 'Untitled', and
 * todo.txt has no line for a todo without one.
 */
export function TitleField({ todo, save }: FieldProps) {
  // What the field holds while it is blank (not saved); null while it shows the saved title.
  const [blank, setBlank] = useState<string | null>(null)
  // The title as the field was entered: what an emptied title goes back to.
  const before = useRef(todo.title)
  const latest = useRef({ todo, save, blank })
  useLayoutEffect(() => {
    latest.current = { todo, save, blank }
  })

  const restore = () => {
    const current = latest.current
    if (current.blank === null) return
    current.blank = null
    setBlank(null)
    if (current.todo.title !== before.current) current.save({ title: before.current })
  }
  // Closed (Escape, 'Done') while the field was blank: no blur comes, so the title goes back here
  // (on unmount only; `restore` reads the latest values).
  useEffect(() => () => restore(), [])

  return (
    <Field label="Title">
      {(ids) => (
        <Input
          {...ids}
          value={blank ?? todo.title}
          maxLength={2000}
          onFocus={() => {
            before.current = todo.title
          }}
          onChange={(event) => {
            const value = event.target.value
            if (!value.trim()) return setBlank(value)
            setBlank(null)
            save({ title: value })
          }}
          onBlur={restore}
        />
      )}
    </Field>
  )
}
