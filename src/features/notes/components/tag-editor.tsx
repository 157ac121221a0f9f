import { X } from 'lucide-react'
import { useId, useState } from 'react'
import { normaliseTag } from '../model/notes-query'

interface TagEditorProps {
  tags: readonly string[]
  /** Tags used elsewhere, offered while typing. */
  suggestions: readonly string[]
  onChange: (tags: string[]) => void
  readOnly?: boolean
}

/** A note's tags: each removable, and a field that adds one on Enter or comma. */
export function TagEditor({ tags, suggestions, onChange, readOnly }: TagEditorProps) {
  const [draft, setDraft] = useState('')
  const listId = useId()

  const add = (raw: string) => {
    const next = [...tags]
    for (const part of raw.split(',')) {
      const tag = normaliseTag(part)
      if (tag && !next.some((t) => t.toLowerCase() === tag.toLowerCase())) next.push(tag)
    }
    setDraft('')
    if (next.length !== tags.length) onChange(next.slice(0, 100))
  }

  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <ul aria-label="Tags" className="contents">
        {tags.map((tag) => (
          <li
            key={tag}
            className="flex items-center gap-0.5 rounded-sm bg-surface-3 py-0.5 pr-0.5 pl-1.5 text-xs"
          >
            #{tag}
            {!readOnly && (
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                title={`Remove tag ${tag}`}
                onClick={() => onChange(tags.filter((t) => t !== tag))}
                className="cursor-pointer rounded-sm p-0.5 text-fg-muted hover:bg-surface-2 hover:text-fg"
              >
                <X aria-hidden className="size-3" />
              </button>
            )}
          </li>
        ))}
      </ul>
      {!readOnly && (
        <>
          <input
            aria-label="Add tag"
            placeholder={tags.length ? 'Add tag' : 'Add a tag'}
            list={listId}
            value={draft}
            maxLength={100}
            onChange={(event) => {
              const value = event.target.value
              if (value.includes(',')) add(value)
              else setDraft(value)
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                add(draft)
              } else if (event.key === 'Backspace' && !draft && tags.length)
                onChange(tags.slice(0, -1))
            }}
            onBlur={() => draft.trim() && add(draft)}
            className="h-7 w-28 rounded-sm border border-transparent bg-transparent px-1.5 text-xs placeholder:text-fg-muted hover:border-border focus-visible:outline-2 focus-visible:outline-accent"
          />
          <datalist id={listId}>
            {suggestions
              .filter((tag) => !tags.includes(tag))
              .map((tag) => (
                <option key={tag} value={tag} />
              ))}
          </datalist>
        </>
      )}
    </div>
  )
}
