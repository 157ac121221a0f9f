/** 'Good morning' / 'Good afternoon' / 'Good evening' / 'Good night' for an hour of the day. */
export function greetingFor(hour: number): string {
  if (hour < 5) return 'Good night'
  if (hour < 12) return 'Good morning'
  if (hour < 18) return 'Good afternoon'
  return 'Good evening'
}
