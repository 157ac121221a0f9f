/** A quote and who said or wrote it. */
export interface Quote {
  text: string
  author: string
}

/**
 * The quote widget's collection: short lines with well-attested authors (most of them long in
 * the public domain). Only the quote widget imports it, so it loads with that widget's code.
 */
export const QUOTES: readonly Quote[] = [
  { text: 'The unexamined life is not worth living.', author: 'Socrates' },
  {
    text: 'Waste no more time arguing about what a good man should be. Be one.',
    author: 'Marcus Aurelius',
  },
  { text: 'Very little is needed to make a happy life.', author: 'Marcus Aurelius' },
  {
    text: 'Men are disturbed not by things, but by the views which they take of things.',
    author: 'Epictetus',
  },
  { text: 'No man is free who is not master of himself.', author: 'Epictetus' },
  { text: 'While we are postponing, life speeds by.', author: 'Seneca' },
  { text: 'We suffer more often in imagination than in reality.', author: 'Seneca' },
  { text: 'He who has begun has half done.', author: 'Horace' },
  { text: 'Fortune favours the bold.', author: 'Virgil' },
  { text: 'The journey of a thousand miles begins with a single step.', author: 'Lao Tzu' },
  {
    text: 'Knowing is not enough; we must apply. Willing is not enough; we must do.',
    author: 'Johann Wolfgang von Goethe',
  },
  { text: 'He who has a why to live can bear almost any how.', author: 'Friedrich Nietzsche' },
  {
    text: 'Life can only be understood backwards; but it must be lived forwards.',
    author: 'Søren Kierkegaard',
  },
  { text: 'I think, therefore I am.', author: 'René Descartes' },
  { text: 'Brevity is the soul of wit.', author: 'William Shakespeare' },
  { text: 'We know what we are, but know not what we may be.', author: 'William Shakespeare' },
  { text: 'Well done is better than well said.', author: 'Benjamin Franklin' },
  { text: 'Lost time is never found again.', author: 'Benjamin Franklin' },
  { text: 'Little strokes fell great oaks.', author: 'Benjamin Franklin' },
  { text: 'Adopt the pace of nature: her secret is patience.', author: 'Ralph Waldo Emerson' },
  {
    text: 'Our life is frittered away by detail. Simplify, simplify.',
    author: 'Henry David Thoreau',
  },
  { text: 'Hope is the thing with feathers that perches in the soul.', author: 'Emily Dickinson' },
  { text: 'The best way out is always through.', author: 'Robert Frost' },
  { text: 'Not all those who wander are lost.', author: 'J. R. R. Tolkien' },
  {
    text: 'All we have to decide is what to do with the time that is given us.',
    author: 'J. R. R. Tolkien',
  },
  { text: 'Time you enjoy wasting is not wasted time.', author: 'Marthe Troly-Curtin' },
  { text: 'Rest is not idleness.', author: 'John Lubbock' },
  { text: 'Imagination is more important than knowledge.', author: 'Albert Einstein' },
  {
    text: 'Nothing in life is to be feared, it is only to be understood.',
    author: 'Marie Curie',
  },
  { text: 'The only thing we have to fear is fear itself.', author: 'Franklin D. Roosevelt' },
  { text: 'Do what you can, with what you have, where you are.', author: 'Theodore Roosevelt' },
  {
    text: 'Not everything that is faced can be changed, but nothing can be changed until it is faced.',
    author: 'James Baldwin',
  },
  {
    text: 'How we spend our days is, of course, how we spend our lives.',
    author: 'Annie Dillard',
  },
  { text: 'Quality is not an act, it is a habit.', author: 'Will Durant' },
  { text: 'Simplicity is prerequisite for reliability.', author: 'Edsger W. Dijkstra' },
  {
    text: 'Programs must be written for people to read, and only incidentally for machines to execute.',
    author: 'Harold Abelson',
  },
  { text: 'Premature optimization is the root of all evil.', author: 'Donald Knuth' },
  {
    text: 'Simple things should be simple, complex things should be possible.',
    author: 'Alan Kay',
  },
  { text: 'Stay hungry. Stay foolish.', author: 'Stewart Brand' },
]

/** Steps through the collection a day at a time; coprime with its length, so all come up. */
const STRIDE = 7

/**
 * The index of a local date's quote: the same all day, the next in a shuffled round the next
 * day (every quote once in `QUOTES.length` days).
 */
export function quoteIndexFor(date: Date): number {
  const day = Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000)
  const n = QUOTES.length
  return (((day * STRIDE) % n) + n) % n
}
