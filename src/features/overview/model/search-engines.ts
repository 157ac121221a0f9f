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

/** The address of the results for `query`, or null when the engine has none to use. */
export function searchUrl(engine: string, custom: string, query: string): string | null {
  const template =
    engine === 'custom' ? custom : (SEARCH_ENGINES.find((e) => e.id === engine)?.url ?? null)
  if (!template || !/^https?:\/\//i.test(template) || !template.includes('%s')) return null
  return template.replaceAll('%s', encodeURIComponent(query.trim()))
}

/** The engine's name, as the field shows it. */
export const engineName = (engine: string) =>
  engine === 'custom'
    ? 'your engine'
    : (SEARCH_ENGINES.find((e) => e.id === engine)?.name ?? 'the web')
