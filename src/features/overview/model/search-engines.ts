/** Search engines the search widget offers; `%s` is where the query goes. */
export const SEARCH_ENGINES = [
  { id: 'duckduckgo', name: 'DuckDuckGo', url: 'https://duckduckgo.com/?q=%s' },
  { id: 'google', name: 'Google', url: 'https://www.google.com/search?q=%s' },
  { id: 'bing', name: 'Bing', url: 'https://www.bing.com/search?q=%s' },
  { id: 'startpage', name: 'Startpage', url: 'https://www.startpage.com/do/search?q=%s' },
  { id: 'ecosia', name: 'Ecosia', url: 'https://www.ecosia.org/search?q=%s' },
  { id: 'kagi', name: 'Kagi', url: 'https://kagi.com/search?q=%s' },
  { id: 'wikipedia', name: 'Wikipedia', url: 'https://en.wikipedia.org/w/index.php?search=%s' },
] as const

/** Why a custom address cannot be searched with, or null when it can. */
export function customAddressProblem(template: string): string | null {
  let url: URL | null = null
  try {
    url = new URL(template.replaceAll('%s', 'x'))
  } catch {
    /* not an address at all */
  }
  return url && /^https?:$/.test(url.protocol) && template.includes('%s')
    ? null
    : 'Use an http:// or https:// address with %s where the search goes.'
}

/** The engine a widget searches with: its name as the field shows it, and its address. */
export function engineOf(
  engine: string,
  custom: string,
): { name: string; template: string | null } {
  if (engine === 'custom') {
    const usable = customAddressProblem(custom) === null
    return {
      name: usable
        ? new URL(custom.replaceAll('%s', 'x')).hostname.replace(/^www\./, '')
        : 'Custom',
      template: usable ? custom : null,
    }
  }
  const preset = SEARCH_ENGINES.find((e) => e.id === engine) ?? SEARCH_ENGINES[0]
  return { name: preset.name, template: preset.url }
}

/** The address of the results for `query` (trimmed and URL-encoded) from an address template. */
export const resultsUrl = (template: string, query: string) =>
  template.replaceAll('%s', encodeURIComponent(query.trim()))
