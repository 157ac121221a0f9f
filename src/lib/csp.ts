/**
 * What the page's Content-Security-Policy lets load (docs/security.md). The build carries a
 * policy and `public/pre-paint.js` narrows it per device; the dev server has none.
 */

function sources(policy: string, directive: string): string[] | null {
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name?.toLowerCase() === directive) return values
  }
  return null
}

/**
 * Whether images may load from other sites over https: (the policy Hearth opened with had
 * 'Load site icons' on). A policy cannot widen while the page is open, so turning the setting
 * on takes effect at the next load.
 */
export function pageLoadsRemoteImages(): boolean {
  const policies = document.querySelectorAll<HTMLMetaElement>(
    'meta[http-equiv="Content-Security-Policy" i]',
  )
  return Array.from(policies).every((meta) => {
    const allowed = sources(meta.content, 'img-src') ??
      sources(meta.content, 'default-src') ?? ['*']
    return allowed.includes('https:') || allowed.includes('*')
  })
}

/**
 * Whether the page may load an image from `url` without breaking its policy: its own files,
 * data: and blob: URLs, and https: when {@link pageLoadsRemoteImages}.
 */
export function imageLoads(url: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url, window.location.href)
  } catch {
    return false
  }
  if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return true
  if (parsed.origin === window.location.origin) return true
  return parsed.protocol === 'https:' && pageLoadsRemoteImages()
}
