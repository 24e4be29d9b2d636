import type { blogTags } from '../../course/schema/blog.ts'
import type { Tone } from '../../course/schema/fields.ts'

type BlogTag = (typeof blogTags)[number]

/** The fixed colour of each blog tag (docs/product-rules.md, 'The course': AI, Prompting, Debugging, Replit, Tutorial, Web App). */
const tagTones: Record<BlogTag, Tone> = {
  AI: 'violet',
  Prompting: 'indigo',
  Debugging: 'rose',
  Replit: 'orange',
  Tutorial: 'teal',
  'Web App': 'blue',
}

function toneOf(tag: string): Tone | undefined {
  return Object.hasOwn(tagTones, tag) ? tagTones[tag as BlogTag] : undefined
}

/** A topic tag. Blog tags have their fixed colour; any other tag (a tutorial's) is neutral. */
function TagBadge({ tag }: { tag: string }) {
  const tone = toneOf(tag)
  return <span className={tone ? `badge badge-tone tone-${tone}` : 'badge'}>{tag}</span>
}

/** A row of tags, named for screen readers. */
export function TagList({ tags, label = 'Tags' }: { tags: readonly string[]; label?: string }) {
  return (
    <ul className="badge-list" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <TagBadge tag={tag} />
        </li>
      ))}
    </ul>
  )
}
