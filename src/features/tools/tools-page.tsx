import { LinkCard } from '@/components/ui/link-card'
import { TOOLS } from './tools-list'

/** Tools overview: every tool with what it does. */
export default function ToolsPage() {
  return (
    <div className="max-w-3xl">
      <h1 className="mb-6 text-2xl font-semibold">Tools</h1>
      <ul className="grid gap-3 sm:grid-cols-2">
        {TOOLS.map(({ path, title, description, icon }) => (
          <li key={path}>
            <LinkCard to={`/tools/${path}`} icon={icon} title={title} description={description} />
          </li>
        ))}
      </ul>
    </div>
  )
}
