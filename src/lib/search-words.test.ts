import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import { emojiWords, searchWords } from './search-words'

const miniSearchWords = MiniSearch.getDefault('tokenize') as (text: string) => string[]

describe('searchWords', () => {
  it('splits text without an emoji exactly as MiniSearch does', () => {
    for (const text of ['Banana bread, walnuts', 'a.b-c/d e\u00a0f', '', '  ', 'x=1+2 ©'])
      expect(searchWords(text)).toEqual(miniSearchWords(text))
  })

  it('makes each emoji a word of its own, with its skin tone, joined parts and variation', () => {
    expect(searchWords('🔥urgent')).toEqual(['🔥', 'urgent'])
    expect(searchWords('#🔥urgent 🎉')).toEqual(['🔥', 'urgent', '🎉'])
    expect(searchWords('Party❤️‍🔥time at 👩🏽‍💻hq')).toEqual(['Party', '❤️‍🔥', 'time', 'at', '👩🏽‍💻', 'hq'])
    expect(searchWords('🇫🇷paris👍🏽')).toEqual(['🇫🇷', 'paris', '👍🏽'])
  })
})

describe('emojiWords', () => {
  // Bookmarks split at symbols too, which an emoji is: the emoji has to come out first.
  const atSymbols = emojiWords((text) => text.split(/[\s\p{P}\p{S}]+/u).filter(Boolean))

  it('keeps the emoji a split at symbols would drop, and nothing of it on the next word', () => {
    expect(atSymbols('a+b=c')).toEqual(['a', 'b', 'c'])
    expect(atSymbols('🔥urgent')).toEqual(['🔥', 'urgent'])
    expect(atSymbols('❤️fav ⭐️star')).toEqual(['❤️', 'fav', '⭐️', 'star'])
    expect(atSymbols('https://x.example/?q=🔥+hot')).toEqual([
      'https',
      'x',
      'example',
      'q',
      '🔥',
      'hot',
    ])
  })
})
