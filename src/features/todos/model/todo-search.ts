import type { TodoList } from '@/data/records/todo-list'
import type { TextIndex } from '@/lib/search-index/index-server'
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
 * Lists whose name has every word of a query (as `todosIndex` matches a title): those whose
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
