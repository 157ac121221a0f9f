import {
  createRowSearchService,
  type RowSearchKind,
  type SearchAnswer,
  type WordIndex,
} from '@/lib/row-search'

/** A search worker's work as a test drives it: what it answered, and `ask` for a search's ids. */
export function searchService<R extends { id: string }, D, I extends WordIndex<D>>(
  kind: RowSearchKind<R, D, I>,
) {
  const answers: SearchAnswer[] = []
  const search = createRowSearchService(kind, (answer) => answers.push(answer))
  let asked = 0
  const ask = async (text: string) => {
    const id = ++asked
    await search.handle({ type: 'search', id, text })
    const answer = answers.find((a) => a.type === 'result' && a.id === id)
    return answer?.type === 'result' ? answer.ids : undefined
  }
  /** Waits until the worker has said `changed` `times` times in all. */
  const changed = async (times: number) => {
    for (let i = 0; i < 200; i++) {
      if (answers.filter((a) => a.type === 'changed').length >= times) return
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error(`The worker said 'changed' fewer than ${times} times`)
  }
  return { search, answers, ask, changed }
}
