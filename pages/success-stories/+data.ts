// Success stories: the statistics row and the six (illustrative) stories.
import { contents } from 'virtual:content'
import type { PageContextServer } from 'vike/types'
import type { Tone } from '../../course/schema/fields.ts'

/** Avatar colours, in turn: the stories' images are placeholders, so each card shows initials instead. */
const avatarTones: readonly Tone[] = ['violet', 'blue', 'emerald', 'amber', 'rose', 'cyan']

/** 'Maria G.' becomes 'MG'. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}]/gu, '').charAt(0))
    .join('')
    .toUpperCase()
}

export function data(pageContext: PageContextServer) {
  const content = contents[pageContext.locale]
  return {
    stats: content.claims.storyStats,
    stories: content.stories.map(({ image: _placeholder, ...story }, index) => ({
      ...story,
      initials: initials(story.name),
      tone: avatarTones[index % avatarTones.length] as Tone,
    })),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
