import type { Todo } from '@/data/records/todo'
import type { TodoList } from '@/data/records/todo-list'
import { emojiWords, hasEmoji, isEmoji } from '@/lib/search-words'

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()

// A query's words at spaces, with each emoji a word of its own ('🔥urgent' is two).
const queryWords = emojiWords((text) => text.split(/\s+/))

/** Whether `text` (folded) has `word`: an emoji whole ('❤️' is not in '❤️‍🔥'), else anywhere. */
const has = (text: string, word: string, emoji: boolean) =>
  emoji ? hasEmoji(text, word) : text.includes(word)

/** A query's words, folded, without a leading '@' or '#' (a tag's, a list's in quick add). */
const wordsOf = (query: string) =>
  queryWords(fold(query))
    .map((w) => w.replace(/^[@#]/, ''))
    .filter(Boolean)
    .map((word) => ({ word, emoji: isEmoji(word) }))

/**
 * Todos matching every word of a query, in their title, tags or notes (accents and case
 * ignored; a word may be part of a longer one, an emoji only a whole one: '❤️' does not find
 * '❤️‍🔥'). Open todos first, then title matches,
 * then the rest. A scan: 10,000 todos take a few milliseconds.
 */
export function matchTodos(todos: readonly Todo[], query: string, limit: number): Todo[] {
  const words = wordsOf(query)
  if (!words.length) return []
  const scored: { todo: Todo; score: number }[] = []
  for (const todo of todos) {
    const title = fold(todo.title)
    const tags = fold(todo.tags.join(' '))
    const notes = fold(todo.notes)
    let score = 0
    let all = true
    for (const { word, emoji } of words) {
      if (has(title, word, emoji)) score += 3
      else if (has(tags, word, emoji)) score += 2
      else if (has(notes, word, emoji)) score += 1
      else {
        all = false
        break
      }
    }
    if (all) scored.push({ todo, score: score + (todo.done ? 0 : 10) })
  }
  return scored
    .sort((a, b) => b.score - a.score || a.todo.title.localeCompare(b.todo.title))
    .slice(0, limit)
    .map((s) => s.todo)
}

/**
 * Lists whose name has every word of a query (as {@link matchTodos} matches a title): those whose
 * name starts with the query first, then by name.
 */
export function matchTodoLists(
  lists: readonly TodoList[],
  query: string,
  limit: number,
): TodoList[] {
  const words = wordsOf(query)
  if (!words.length) return []
  const start = fold(query.trim().replace(/^#/, ''))
  return lists
    .filter((list) => {
      const title = fold(list.title)
      return words.every(({ word, emoji }) => has(title, word, emoji))
    })
    .map((list) => ({ list, first: fold(list.title).startsWith(start) ? 0 : 1 }))
    .sort((a, b) => a.first - b.first || a.list.title.localeCompare(b.list.title))
    .slice(0, limit)
    .map(({ list }) => list)
}
