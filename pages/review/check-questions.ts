/**
 * The knowledge-check questions /review shows, read from the section pages
 * they belong to: each page carries its check's questions as the props of its
 * `lesson-check-form` island. The review page itself then carries no
 * question (a learner has a few due, out of every section's), and the
 * section pages it reads are most often in the browser's cache already, or
 * saved for reading offline (the service worker's copies, read here when the
 * network fails).
 */
import { ISLAND_TAG } from '../../lib/island-markup.ts'
import type { CheckQuestion } from '../../lib/knowledge-check.ts'
import type { CheckItem } from '../../renderer/features/knowledge-check/check-form.tsx'

/** The entities an island's attributes are written with (React's, and island.tsx's own for Markdown pages). */
const ATTRIBUTE_ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" }

function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
    return ATTRIBUTE_ENTITIES[name.toLowerCase()] ?? entity
  })
}

/**
 * The props of every island named `name` in a page's HTML, in page order, as
 * renderer/islands/island.tsx writes them: read without parsing the document.
 * (Here rather than in lib/island-markup.ts, whose code is in every page's
 * entry.)
 */
export function islandPropsInHtml(html: string, name: string): unknown[] {
  const props: unknown[] = []
  for (const [tag] of html.matchAll(new RegExp(`<${ISLAND_TAG}\\b[^>]*>`, 'g'))) {
    const attributes = new Map([...tag.matchAll(/\s([a-z-]+)="([^"]*)"/g)].map(([, key, value]) => [key, value ?? '']))
    if (attributes.get('data-island') !== name) continue
    props.push(JSON.parse(decodeAttribute(attributes.get('data-props') ?? '{}')))
  }
  return props
}

/** The island whose props hold a lesson page's check (renderer/features/knowledge-check/lesson-check-form.island.tsx). */
const CHECK_ISLAND = 'lesson-check-form'

async function lessonPage(lesson: string): Promise<string> {
  const path = `/${lesson}`
  try {
    const response = await fetch(path)
    if (response.ok) return await response.text()
  } catch {
    // Offline: the saved copy below, if any.
  }
  const saved = await globalThis.caches?.match(path)
  if (!saved) throw new Error(`${path} could not be read`)
  return saved.text()
}

/** Every question of the lesson's check, by key ('section3/<id>', as progress-store.ts keys results). */
export async function lessonQuestions(lesson: string): Promise<Map<string, CheckQuestion>> {
  const [props] = islandPropsInHtml(await lessonPage(lesson), CHECK_ISLAND) as { items?: CheckItem[] }[]
  return new Map((props?.items ?? []).map(({ key, question }) => [key, question]))
}
