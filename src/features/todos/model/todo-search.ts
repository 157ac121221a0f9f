import type { TodoList } from '@/data/records/todo-list'
import type { TextIndex } from '@/lib/search-index/index-server'
import { fold, matchNames, queryWords } from '@/lib/match-names'
import { hasEmoji, isEmoji } from '@/lib/search-words'

/** Whether `text` (folded) has `word`: an emoji whole ('❤️' is not in '❤️‍🔥'), else anywhere. */
const has = (text: string, word: string, emoji: boolean) =>
  emoji ? hasEmoji(text, word) : text.includes(word)

/** A query's words, folded, without a leading '@' or '#' (a tag's, a list's in quick add). */
const wordsOf = (query: string) =>
  queryWords(fold(query))
    .map((w) => w.replace(/^[@#]/, ''))
    .filter(Boolean)
    .map((word) => ({ word, emoji: isEmoji(word) }))

/** A todo as its search keeps it: its words folded once, not on every query. */
interface Folded {
  title: string
  foldedTitle: string
  tags: string
  notes: string
  done: boolean
}

/**
 * The todos' search, as their worker keeps it (`todos-index.worker.ts`; the page sends
 * `TODO_TEXT`'s fields, `todos-index.ts`): todos matching every word of a query, in their title,
 * tags or notes (accents and case ignored; a word may be part of a longer one, an emoji only a
 * whole one: '❤️' does not find '❤️‍🔥'). Open todos first, then title matches, then the rest. A
 * scan: 50,000 todos take some tens of milliseconds, in the worker.
 */
export function todosIndex(): TextIndex {
  const todos = new Map<string, Folded>()
  return {
    put(records) {
      for (const { id, title = '', tags = '', notes = '', done = '' } of records)
        todos.set(id, {
          title,
          foldedTitle: fold(title),
          tags: fold(tags),
          notes: fold(notes),
          done: done !== '',
        })
    },
    discard(ids) {
      for (const id of ids) todos.delete(id)
    },
    search(query) {
      const words = wordsOf(query)
      if (!words.length) return []
      const scored: { id: string; title: string; score: number }[] = []
      for (const [id, todo] of todos) {
        let score = 0
        let all = true
        for (const { word, emoji } of words) {
          if (has(todo.foldedTitle, word, emoji)) score += 3
          else if (has(todo.tags, word, emoji)) score += 2
          else if (has(todo.notes, word, emoji)) score += 1
          else {
            all = false
            break
          }
        }
        if (all) scored.push({ id, title: todo.title, score: score + (todo.done ? 0 : 10) })
      }
      return scored
        .sort((a, b) => b.score - a.score || a.title.localeCompare(b.title))
        .map((match) => match.id)
    },
  }
}

/**
 * Lists whose name has every word of a query (as `todosIndex` matches a title, a leading '@' or
 * '#' taken off): those whose name starts with the query first, then by name.
 */
export const matchTodoLists = (lists: readonly TodoList[], query: string, limit: number) =>
  matchNames(lists, (list) => list.title, query, limit, /^[@#]/)
