import { KIND_LABELS, type AlertKind } from '@/components/ui/alert'
import { notify } from './notifications-store'

const KINDS: AlertKind[] = ['error', 'warn', 'success', 'info']

/** Sample sentences by the kind of news each is: a storm warning is never a 'Success'. */
const SENTENCES: Record<AlertKind, readonly string[]> = {
  error: ['Three bookmarks point at pages that no longer answer.'],
  warn: [
    'A storm is expected this evening, so bring the washing in.',
    'The library book is due back on Friday.',
    'The plants on the windowsill could use some water.',
  ],
  success: [
    'The kettle has boiled and your tea is ready.',
    'Your backup finished without a hitch.',
    'Your notes were tidied and nothing was lost.',
  ],
  info: [
    'You have been working for two hours; stretch your legs.',
    'A new version of Hearth is ready to use.',
    'Tomorrow looks clear for a morning walk.',
  ],
}

const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)]!

/** A random sample notification: random kind, titled with the kind's name, a sentence of that kind. */
export function sampleNotification(random: () => number = Math.random) {
  const kind = pick(KINDS, random)
  return { kind, title: KIND_LABELS[kind], message: pick(SENTENCES[kind], random) }
}

export function addSampleNotification(random?: () => number) {
  return notify(sampleNotification(random))
}
