/**
 * Markdown to HTML, on the server only (at build time, through the content
 * Vite plugin). The browser never downloads a Markdown parser or highlighter:
 * pages receive the finished HTML string.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import Markdown, { defaultUrlTransform } from 'react-markdown'
import rehypeHighlight from 'rehype-highlight'
import rehypeRaw from 'rehype-raw'
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize'
import remarkGfm from 'remark-gfm'
import { lessonMessages } from '../../lib/i18n/catalogues/lessons.ts'
import type { Locale } from '../../lib/i18n/locale.ts'
import { messagesIn } from '../../lib/i18n/messages.ts'
import { FIGURES_FOLDER } from '../registries/figures.ts'
import { rehypeCodeBlocks } from './rehype-code-blocks.ts'
import { rehypeExternalLinks } from './rehype-external-links.ts'
import { FIGURE_SCHEME, type LessonFigure, rehypeFigures } from './rehype-figures.ts'
import { type GlossaryTerm, rehypeGlossaryLinks } from './rehype-glossary-links.ts'
import { rehypeHeadingIds } from './rehype-heading-ids.ts'
import { rehypeHeadingLinks } from './rehype-heading-links.ts'
import { type LessonText, rehypeLessonText } from './rehype-lesson-text.ts'
import { rehypeScrollableTables } from './rehype-scrollable-tables.ts'
import { rehypeStuckCallouts, type StuckLink } from './rehype-stuck-callouts.ts'
import { rehypeTaskListLabels } from './rehype-task-list-labels.ts'

/**
 * Raw HTML in lessons is limited to what GitHub allows (it includes
 * <details>/<summary> for knowledge checks), plus the language class on code
 * blocks that the highlighter needs and `figure:` image sources, which
 * rehypeFigures (after the sanitizer) swaps for the checked SVG.
 */
const sanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [...(defaultSchema.attributes?.code ?? []), ['className', /^language-/]],
    // A project's fix and stretch prompts sit behind the same 'Compare with our prompt' disclosure as its build prompt (project-prompt.tsx).
    details: [...(defaultSchema.attributes?.details ?? []), ['className', 'own-prompt-compare']],
  },
  protocols: {
    ...defaultSchema.protocols,
    src: [...(defaultSchema.protocols?.src ?? []), FIGURE_SCHEME.slice(0, -1)],
  },
}

/** Where a lesson's figures come from, and the lesson's file for error messages. */
interface LessonSource {
  /** The lesson file, as errors should name it (e.g. content/sections/03-the-vibe-coders-toolkit.md). */
  file: string
  /** Folder holding the <name>.svg figures. */
  figures: string
  /** Glossary terms whose first use on the page links to /glossary (none by default). */
  glossary?: readonly GlossaryTerm[]
  /** Turns a figure's SVG source into what the page shows: course/load.ts swaps its `{{term:id}}` platform names here. */
  figureText?: (svg: string) => string
  /** A figure's current translation in the lesson's language, when it has one (course/load.ts). */
  translatedFigure?: ((name: string) => { svg: string; path: string } | undefined) | undefined
  /**
   * The Unstuck problems that name this lesson: its "If you get stuck" box
   * links to them and to /stuck. Undefined for a text that is not a lesson
   * (its stuck box, if any, gets no links).
   */
  stuckLinks?: readonly StuckLink[] | undefined
  /**
   * The headings' ids, in order, when they are not made from the headings'
   * text: a translation keeps its English's ids, so links to a heading
   * (search results, problems' lesson links) land in every language.
   */
  headingIds?: readonly string[] | undefined
  /** The language of the text: the words the build adds (the stuck box's, a link's "opens in a new tab") are in it. English by default. */
  locale?: Locale | undefined
}

const DEFAULT_SOURCE: LessonSource = { file: '(Markdown)', figures: FIGURES_FOLDER }

/** A lesson's Markdown compiled once, when content loads: the HTML and what is read from its syntax tree. */
export interface CompiledLesson extends LessonText {
  html: string
  figures: LessonFigure[]
}

/**
 * Compiles lesson Markdown: GitHub-flavoured tables and task lists, headings
 * with stable, unique ids, highlighted code, and links limited to http,
 * https, irc, ircs, mailto, xmpp and relative URLs (react-markdown's default
 * URL policy; anything else, such as javascript:, loses its href), inlined SVG
 * figures, "If you get stuck" boxes (see docs/course-style.md rules 7-8) and
 * links from the first use of each glossary term to /glossary. Returns the
 * HTML with its headings, text and figures, read from the same syntax tree,
 * so nothing reads the HTML back.
 */
export function markdownToHtml(markdown: string, source: LessonSource = DEFAULT_SOURCE): CompiledLesson {
  const compiled: Omit<CompiledLesson, 'html'> = { headings: [], searchText: { intro: '', underHeadings: [] }, wordCount: 0, figures: [] }
  const words = messagesIn(lessonMessages, source.locale ?? 'en')
  const html = renderToStaticMarkup(
    <Markdown
      remarkPlugins={[remarkGfm]}
      rehypePlugins={[
        rehypeRaw,
        [rehypeSanitize, sanitizeSchema],
        [rehypeHeadingIds, source.headingIds],
        rehypeHeadingLinks,
        [rehypeHighlight, { detect: false }],
        rehypeCodeBlocks,
        [rehypeScrollableTables, words],
        rehypeTaskListLabels,
        [rehypeFigures, source, compiled.figures],
        [rehypeStuckCallouts, source.stuckLinks, words],
        [rehypeGlossaryLinks, source.glossary ?? []],
        [rehypeExternalLinks, words],
        [rehypeLessonText, compiled],
      ]}
      urlTransform={defaultUrlTransform}
    >
      {markdown}
    </Markdown>,
  )
  return { html, ...compiled }
}

/**
 * The Markdown without the subsection headed `heading`: from that heading up
 * to the next heading of the same or a higher level. (Section 6 shows its
 * CLEAR Framework subsection as cards instead, so the loader removes it.)
 */
export function withoutSubsection(markdown: string, heading: string): string {
  const lines = markdown.split('\n')
  const start = lines.findIndex((line) => /^#{1,6}\s/.test(line) && line.replace(/^#+\s+/, '').trim() === heading)
  if (start === -1) return markdown
  const level = (/^#+/.exec(lines[start] as string)?.[0].length ?? 2) as number
  let end = lines.findIndex((line, index) => index > start && /^#{1,6}\s/.test(line) && (/^#+/.exec(line)?.[0].length ?? 7) <= level)
  if (end === -1) end = lines.length
  return [...lines.slice(0, start), ...lines.slice(end)].join('\n')
}
