/** The quote widget's collection: short, well-known lines, with their authors. */
export const QUOTES: readonly { text: string; author: string }[] = [
  { text: 'Well begun is half done.', author: 'Aristotle' },
  { text: 'The secret of getting ahead is getting started.', author: 'Mark Twain' },
  { text: 'Simplicity is the ultimate sophistication.', author: 'Clare Boothe Luce' },
  { text: 'What we think, we become.', author: 'Buddha' },
  { text: 'The journey of a thousand miles begins with one step.', author: 'Lao Tzu' },
  { text: 'Knowing is not enough; we must apply.', author: 'Johann Wolfgang von Goethe' },
  { text: 'It always seems impossible until it’s done.', author: 'Nelson Mandela' },
  { text: 'Be yourself; everyone else is already taken.', author: 'Oscar Wilde' },
  { text: 'Do what you can, with what you have, where you are.', author: 'Theodore Roosevelt' },
  { text: 'Little by little, one travels far.', author: 'J. R. R. Tolkien' },
  { text: 'Whatever you are, be a good one.', author: 'Abraham Lincoln' },
  { text: 'The only way out is through.', author: 'Robert Frost' },
  { text: 'Nothing will work unless you do.', author: 'Maya Angelou' },
  { text: 'Action is the foundational key to all success.', author: 'Pablo Picasso' },
  { text: 'Quality is not an act, it is a habit.', author: 'Will Durant' },
  { text: 'Everything you can imagine is real.', author: 'Pablo Picasso' },
  { text: 'The best way out is always through.', author: 'Robert Frost' },
  { text: 'Time you enjoy wasting is not wasted time.', author: 'Marthe Troly-Curtin' },
  { text: 'Not all those who wander are lost.', author: 'J. R. R. Tolkien' },
  { text: 'To be is to do.', author: 'Immanuel Kant' },
  { text: 'Fortune favours the bold.', author: 'Virgil' },
  { text: 'He who has a why to live can bear almost any how.', author: 'Friedrich Nietzsche' },
  { text: 'The unexamined life is not worth living.', author: 'Socrates' },
  { text: 'Happiness depends upon ourselves.', author: 'Aristotle' },
  { text: 'No one is free who is not master of himself.', author: 'Epictetus' },
  {
    text: 'Waste no more time arguing what a good man should be. Be one.',
    author: 'Marcus Aurelius',
  },
  { text: 'It does not matter how slowly you go as long as you do not stop.', author: 'Confucius' },
  { text: 'In the middle of difficulty lies opportunity.', author: 'Albert Einstein' },
  { text: 'Imagination is more important than knowledge.', author: 'Albert Einstein' },
  { text: 'Stay hungry, stay foolish.', author: 'Stewart Brand' },
  { text: 'Make it work, make it right, make it fast.', author: 'Kent Beck' },
  { text: 'Premature optimisation is the root of all evil.', author: 'Donald Knuth' },
]

/** Today's quote: the same all day (by the local date), a different one tomorrow. */
export function quoteIndexFor(date: Date): number {
  const day = Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000)
  return (((day * 7) % QUOTES.length) + QUOTES.length) % QUOTES.length
}
