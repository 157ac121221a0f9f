import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import {
  emojiWords,
  hasEmoji,
  prefixUnlessEmoji,
  searchTerm,
  searchWords,
  typoTolerance,
} from './search-words'

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

describe('searchTerm, prefixUnlessEmoji and typoTolerance', () => {
  const index = (texts: string[]) => {
    const mini = new MiniSearch<{ id: number; text: string }>({
      fields: ['text'],
      tokenize: searchWords,
      processTerm: searchTerm,
      searchOptions: { prefix: prefixUnlessEmoji, fuzzy: typoTolerance },
    })
    mini.addAll(texts.map((text, id) => ({ id, text })))
    return (query: string) => mini.search(query).map((result) => texts[result.id as number])
  }

  it('finds an emoji whole, with or without U+FE0F, never the start of a longer sequence', () => {
    const find = index(['Thanks ❤️', 'Party ❤️‍🔥', 'Plain ❤', 'Standup 👩🏽‍💻', 'Team 👩'])
    expect(find('❤️').sort()).toEqual(['Plain ❤', 'Thanks ❤️'])
    expect(find('❤').sort()).toEqual(['Plain ❤', 'Thanks ❤️'])
    expect(find('❤️‍🔥')).toEqual(['Party ❤️‍🔥'])
    expect(find('👩')).toEqual(['Team 👩'])
    expect(find('👩🏾‍💻')).toEqual([])
  })

  it('still finds words by their start and with a typo', () => {
    const find = index(['Banana bread', 'Walnuts'])
    expect(find('BAN')).toEqual(['Banana bread'])
    expect(find('walnits')).toEqual(['Walnuts'])
  })
})

describe('hasEmoji', () => {
  it('finds an emoji whole, with or without U+FE0F', () => {
    expect(hasEmoji('Thanks ❤️!', '❤️')).toBe(true)
    expect(hasEmoji('Thanks ❤', '❤️')).toBe(true)
    expect(hasEmoji('Party ❤️‍🔥', '❤️')).toBe(false)
    expect(hasEmoji('Party ❤️‍🔥', '❤️‍🔥')).toBe(true)
    expect(hasEmoji('🇫🇷🇩🇪', '🇩🇪')).toBe(true)
    expect(hasEmoji('👍🏽', '👍')).toBe(false)
  })
})
