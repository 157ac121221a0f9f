import { marked } from 'marked'
import changelog from '@/../CHANGELOG.md?raw'

// CHANGELOG.md is part of the build, never user input; its links open in a new tab.
const html = (marked.parse(changelog, { async: false, gfm: true }) as string).replace(
  /<a href=/g,
  '<a target="_blank" rel="noopener noreferrer" href=',
)

/** The rendered changelog. */
export default function ChangelogBody() {
  return (
    <div
      className="space-y-3 pb-2 text-sm [&_a]:underline [&_h1]:hidden [&_h2]:mt-6 [&_h2]:text-base [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p]:text-fg-muted"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
