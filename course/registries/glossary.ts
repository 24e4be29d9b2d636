/**
 * The glossary: each term the course uses is defined once, in plain words, in
 * content/site/glossary.yaml and shown on /glossary. The Markdown pipeline
 * links the first use of each term on a lesson page to its entry
 * (rehype-glossary-links.ts), so a learner who meets a word they do not know is
 * one click from its meaning. The links are ordinary anchors made at build
 * time: no script reads or adds them in the browser. The page itself is
 * pages/glossary/; glossaryEntries() gives it its entries.
 */
import { lessonMessages } from '../../lib/i18n/catalogues/lessons.ts'
import type { Locale } from '../../lib/i18n/locale.ts'
import { messagesIn } from '../../lib/i18n/messages.ts'
import { PAGES, sectionPath, tutorialPath } from '../../lib/paths.ts'
import type { PageContent } from '../load.ts'
import { glossaryAnchor } from '../markdown/rehype-glossary-links.ts'

/** Where the glossary page lives. */
export const GLOSSARY_PATH = PAGES.glossary

/** The name of the lesson a learnMore path points to ('/section3#...' → 'Section 3: The Vibe Coder's Toolkit'). */
function lessonName(path: string, content: Pick<PageContent, 'sections' | 'tutorials'>, locale: Locale): string {
  const words = messagesIn(lessonMessages, locale)
  const [page = ''] = path.split('#')
  const section = content.sections.find((item) => page === sectionPath(item.number))
  if (section) return words.sectionName(section.number, section.title)
  const tutorial = content.tutorials.find((item) => page === tutorialPath(item.slug))
  if (tutorial) return words.tutorialName(tutorial.title)
  throw new Error(`content/site/glossary.yaml: learnMore ${path} is not a section or a tutorial`)
}

/** What /glossary shows: each term with its anchor, definition and the lesson that teaches it. */
export function glossaryEntries(content: Pick<PageContent, 'glossary' | 'sections' | 'tutorials'>, locale: Locale = 'en') {
  return content.glossary.map(({ term, definition, learnMore }) => ({
    term,
    anchor: glossaryAnchor(term),
    definition,
    learnMore,
    lessonName: lessonName(learnMore, content, locale),
  }))
}
