/**
 * The one reader of the course's files: those under the content root it is
 * given (content/, course/content-root.ts; a test's edited copy). It validates them against
 * course/schema/ and turns Markdown bodies into HTML. Runs in Node only: at
 * build time (through course/vite-plugin.ts, which bakes the result into the
 * server bundle), in the dev server, and in tests.
 *
 * Two ways in:
 * - loadContent(): the whole course as pages use it (bodies as HTML).
 * - readCourseFiles('sections' | 'learning-projects' | ...): one folder's
 *   Markdown files as written, with validated frontmatter, for tests and
 *   reports that measure the text (`for (const { file, meta, markdown } of
 *   readCourseFiles('tutorials'))`).
 *
 * A bad file throws a ContentError naming the file, the field and what was
 * expected, so the build fails where the mistake is.
 */
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parse as parseYaml } from 'yaml'
import type { z } from 'zod'
import { lessonMessages } from '../lib/i18n/catalogues/lessons.ts'
import type { Locale } from '../lib/i18n/locale.ts'
import { messagesIn } from '../lib/i18n/messages.ts'
import type { CheckQuestion } from '../lib/knowledge-check.ts'
import { PAGES, pathnameOf } from '../lib/paths.ts'
import { type ProjectPlan, projectPlans } from '../lib/project-plans.ts'
import { stuckProblemPath } from '../lib/stuck.ts'
import { diffFigureHtml } from './checks/check-diff.ts'
import { inlineParts } from './checks/check-text.ts'
import { COLLECTIONS, type Collection, type CollectionFolder, type YamlCollection, type YamlFolder } from './collections.ts'
import { type CompiledLesson, markdownToHtml, withoutSubsection } from './markdown/markdown.tsx'
import { HeadingIdCollision } from './markdown/rehype-heading-ids.ts'
import { changesNoteHtml, expandFacts, type Fact, FactError, factSourcesHtml, readFacts, readTranslatedFacts } from './registries/facts.ts'
import { FigureError } from './registries/figures.ts'
import { expandTerms, expandTermsDeep, readTerms, renamesOf, type Term, TermError } from './registries/terms.ts'
import { Changelog } from './schema/changelog.ts'
import { Glossary } from './schema/glossary.ts'
import type { WrittenCheckQuestion } from './schema/knowledge-check.ts'
import type { ProblemFrontmatter } from './schema/problems.ts'
import {
  Claims,
  ClearFramework,
  ComparisonTable,
  Faq,
  HomeContent,
  LandingContent,
  ProjectsPageContent,
  SupportContent,
} from './schema/site.ts'
import { type CatalogueProblem, problemsByLesson } from './search/stuck.ts'
import { ProblemMatcher } from './search/stuck-match.ts'
import { CLEAR_HEADING, CLEAR_SECTION } from './special-sections.ts'
import {
  type SourceText,
  structureDifference,
  TranslationError,
  type TranslationStatus,
  type Translations,
  translationsOf,
} from './translations.ts'

export class ContentError extends Error {
  override name = 'ContentError'
}

/** A Markdown file's place in its folder: the number before the first dash, and the rest as its slug. */
function fileOrder(file: string): { position: number; slug: string } {
  const match = /^(\d+)-(.+)\.(md|yaml)$/.exec(file)
  if (!match) throw new ContentError(`${file}: file names must look like 1-some-slug.md`)
  return { position: Number(match[1]), slug: match[2] as string }
}

function validate<T extends z.ZodType>(schema: T, data: unknown, file: string): z.infer<T> {
  const result = schema.safeParse(data)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join('.') : '(whole file)'
    return `  ${field}: ${issue.message}`
  })
  throw new ContentError(`${file}: invalid content\n${problems.join('\n')}`)
}

/** The text a language shows for the English file at `path` (course/translations.ts), and the name errors give it. */
function readSource(root: string, path: string, translations: Translations): SourceText & { name: string } {
  try {
    const source = translations.source(path)
    return { ...source, name: relative(join(root, '..'), join(root, source.path)) }
  } catch (error) {
    if (error instanceof TranslationError) throw new ContentError(error.message)
    throw new ContentError(`${path}: cannot be read (${(error as Error).message})`)
  }
}

/** A translation whose data differs from its English's beyond the text fails like any bad file, naming it. */
function expectSameStructure(english: unknown, translated: unknown, name: string): void {
  const difference = structureDifference(english, translated)
  if (difference) throw new ContentError(`${name}: does not match the English it translates: ${difference}`)
}

function parseYamlFile(text: string, name: string): unknown {
  try {
    return parseYaml(text)
  } catch (error) {
    throw new ContentError(`${name}: is not valid YAML (${(error as Error).message})`)
  }
}

/** Splits `---\nyaml\n---\nbody` into its two parts. */
function splitFrontmatter(text: string, name: string): { frontmatter: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text)
  if (!match) throw new ContentError(`${name}: must start with a '---' frontmatter block`)
  return { frontmatter: parseYamlFile(match[1] as string, name), body: match[2] as string }
}

/** The validated frontmatter of a collection's files (course/collections.ts). */
type MetaOf<F extends keyof typeof COLLECTIONS> = z.infer<(typeof COLLECTIONS)[F]['schema']>

/** One Markdown file of the course, as written. */
export interface CourseFile<Meta> {
  /** Path from the content root: 'sections/1-demystifying-vibe-coding.md'. */
  file: string
  /** File name without its number and extension. */
  slug: string
  /** The frontmatter, validated against the folder's schema. */
  meta: Meta
  /** The Markdown body with each `{{fact:id}}` and `{{term:id}}` replaced by its text (course/registries/facts.ts, course/registries/terms.ts), otherwise as written. */
  markdown: string
  /** The Markdown body exactly as written, fact and term tokens and all. */
  written: string
  /** The facts the body and the knowledge check use, in order of first use. */
  facts: Fact[]
  /** The terms the file uses anywhere (frontmatter, body, knowledge check, the facts it includes), in order of first use. */
  terms: Term[]
  /**
   * The knowledge check (sections and projects) with its `{{fact:id}}` and `{{term:id}}` tokens expanded;
   * `meta.check` keeps them as written (the rest of `meta` has its terms expanded).
   */
  check: WrittenCheckQuestion[] | undefined
  /** Which text this is, for the language it was read for (course/translations.ts): the English, or its translation. */
  translation: TranslationStatus
  /** For a translation: the English body it translates, its tokens expanded, whose headings' ids the translation keeps. */
  englishMarkdown?: string
}

/** The two registries every content file may draw on: facts (course/registries/facts.ts) and terms (course/registries/terms.ts). */
interface Registry {
  facts: ReadonlyMap<string, Fact>
  terms: ReadonlyMap<string, Term>
  /** The facts in the language being read (readTranslatedFacts), for its translated files; the English files keep `facts`. */
  translatedFacts?: ReadonlyMap<string, Fact>
}

/** The registry a file in `status` draws on: a translation states its facts in its own language, English text in English. */
function registryFor(registry: Registry, status: TranslationStatus): Registry {
  return status === 'translated' && registry.translatedFacts ? { ...registry, facts: registry.translatedFacts } : registry
}

/**
 * A knowledge check with each `{{fact:id}}` replaced by the fact's text, then
 * each `{{term:id}}` by the term's name, in every string a learner reads, and
 * the facts it used (its terms go into `usedTerms`).
 */
function expandCheckTokens(check: WrittenCheckQuestion[] | undefined, registry: Registry, file: string, usedTerms: Term[]) {
  const used: Fact[] = []
  const expand = (text: string) => {
    const expanded = expandFacts(text, registry.facts, file)
    used.push(...expanded.used)
    return expandTerms(expanded.markdown, registry.terms, file, usedTerms)
  }
  const expandedCheck = check?.map((question) => ({
    ...question,
    question: expand(question.question),
    ...(question.snippet === undefined ? {} : { snippet: expand(question.snippet) }),
    options: question.options.map((option) => ({ ...option, text: expand(option.text), why: expand(option.why) })),
  }))
  return { check: expandedCheck, used }
}

/**
 * A check as pages show it: text as inline parts (course/checks/check-text.ts),
 * `correct` always set, and, for a question about an error the Unstuck
 * catalogue surely knows (its snippet matches a problem), a link to that
 * problem for a learner who misses it.
 */
function checkForPage(
  check: WrittenCheckQuestion[] | undefined,
  problemFor: (text: string) => { title: string; href: string } | undefined,
): CheckQuestion[] {
  return (check ?? []).map(({ id, question, snippet, diff, options }) => {
    const problem = snippet === undefined ? undefined : problemFor(snippet)
    return {
      id,
      question: inlineParts(question),
      ...(snippet === undefined ? {} : { snippet }),
      ...(diff === undefined ? {} : { diffHtml: diffFigureHtml(diff) }),
      options: options.map((option) => ({
        text: inlineParts(option.text),
        correct: option.correct === true,
        why: inlineParts(option.why),
      })),
      ...(problem ? { problem } : {}),
    }
  })
}

/**
 * A problem file's frontmatter with each `{{fact:id}}` replaced by the
 * fact's text, then the terms those facts name (readCourseFiles has already
 * expanded the frontmatter's own terms), and the facts it used.
 */
function expandProblemFacts(meta: z.infer<typeof ProblemFrontmatter>, registry: Registry, file: string, usedTerms: Term[]) {
  const used: Fact[] = []
  const expand = (text: string) =>
    asContentError(() => {
      const expanded = expandFacts(text, registry.facts, file)
      used.push(...expanded.used)
      return expandTerms(expanded.markdown, registry.terms, file, usedTerms)
    })
  const expanded = {
    ...meta,
    symptom: expand(meta.symptom),
    checks: meta.checks.map(expand),
    fix: {
      ...meta.fix,
      context: expand(meta.fix.context),
      length: expand(meta.fix.length),
      actions: meta.fix.actions.map(expand),
      role: expand(meta.fix.role),
    },
  }
  return { meta: expanded, used }
}

/**
 * A lesson ends by linking to the course's record of changes: inside its
 * "Replit details checked on" note when it has one, else on a line of its own.
 */
function withChangesLink(lesson: CompiledLesson, locale: Locale): CompiledLesson {
  return lesson.html.includes(`href="${PAGES.changes}"`) ? lesson : { ...lesson, html: lesson.html + changesNoteHtml(locale) }
}

/** Runs `read`, turning a problem with a fact or a term into a ContentError. */
function asContentError<T>(read: () => T): T {
  try {
    return read()
  } catch (error) {
    if (error instanceof FactError || error instanceof TermError) throw new ContentError(error.message)
    throw error
  }
}

/** Reads the fact and term registries under `root`, with the facts in the language `translations` reads when it is not English. */
function registryOf(root: string, translations?: Translations): Registry {
  return asContentError(() => ({
    facts: readFacts(root),
    terms: readTerms(root),
    ...(translations && translations.locale !== 'en' ? { translatedFacts: readTranslatedFacts(root, translations) } : {}),
  }))
}

/**
 * Every `N-slug.md` in a content folder, in file-number order, with its
 * frontmatter validated and its Markdown body as written. This is the one
 * place that reads course files: pages get loadContent()'s HTML; tests and
 * reports that measure the text as written (words, headings) read it here.
 * `registry` is the facts and terms read from `root` (loadContent reads them
 * once for every folder: 13 ms a read).
 */
export function readCourseFiles<F extends CollectionFolder>(
  folder: F,
  root: string,
  courseRegistry: Registry = registryOf(root),
  translations: Translations = translationsOf(root, 'en'),
): CourseFile<MetaOf<F>>[] {
  return readdirSync(join(root, folder))
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({ file, ...fileOrder(file) }))
    .sort((a, b) => a.position - b.position)
    .map(({ file, slug }) => {
      const path = `${folder}/${file}`
      const { text, name, status, english } = readSource(root, path, translations)
      const registry = registryFor(courseRegistry, status)
      const { frontmatter, body } = splitFrontmatter(text, name)
      const englishParts = english === undefined ? undefined : splitFrontmatter(english, path)
      if (englishParts) expectSameStructure(englishParts.frontmatter, frontmatter, name)
      const terms: Term[] = []
      // (TypeScript cannot follow the folder's schema through z.infer of a generic key; the schema is that folder's.)
      const meta = validate(
        COLLECTIONS[folder].schema,
        asContentError(() => expandTermsDeep(frontmatter, registry.terms, path, terms, ['check'])),
        name,
      ) as MetaOf<F>
      const { expanded, check } = asContentError(() => {
        const withFacts = expandFacts(body, registry.facts, path)
        return {
          expanded: { markdown: expandTerms(withFacts.markdown, registry.terms, path, terms), used: withFacts.used },
          check: expandCheckTokens('check' in meta ? meta.check : undefined, registry, path, terms),
        }
      })
      const used = [...new Set([...expanded.used, ...check.used])]
      const englishMarkdown =
        englishParts &&
        asContentError(() => expandTerms(expandFacts(englishParts.body, courseRegistry.facts, path).markdown, registry.terms, path, []))
      return {
        file: path,
        slug,
        meta,
        markdown: expanded.markdown,
        written: body,
        facts: used,
        terms,
        check: check.check,
        translation: status,
        ...(englishMarkdown === undefined ? {} : { englishMarkdown }),
      }
    })
}

/** A YAML file parsed, with its `{{term:id}}` tokens expanded, and validated: in the language `translations` reads (a translation only while it is current). */
function readYamlFile<T extends z.ZodType>(
  root: string,
  path: string,
  schema: T,
  terms: ReadonlyMap<string, Term>,
  translations: Translations = translationsOf(root, 'en'),
): z.infer<T> {
  const { text, name, english } = readSource(root, path, translations)
  const parsed = parseYamlFile(text, name)
  if (english !== undefined) expectSameStructure(parseYamlFile(english, path), parsed, name)
  return validate(
    schema,
    asContentError(() => expandTermsDeep(parsed, terms, path)),
    name,
  )
}

function readYamlFolder<T extends z.ZodType>(
  root: string,
  folder: string,
  schema: T,
  terms: ReadonlyMap<string, Term>,
  translations: Translations,
): z.infer<T>[] {
  return readdirSync(join(root, folder))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => ({ file, ...fileOrder(file) }))
    .sort((a, b) => a.position - b.position)
    .map(({ file }) => readYamlFile(root, `${folder}/${file}`, schema, terms, translations))
}

/**
 * Checks that a folder's items are numbered 1..n in file order, so a missing,
 * doubled or misnumbered file is caught. (How many there are is the spec's
 * business: the content tests check the counts.)
 */
function expectIdsInOrder(ids: number[], folder: string): void {
  if (ids.length === 0) throw new ContentError(`content/${folder}: no items found`)
  ids.forEach((id, index) => {
    if (id !== index + 1) throw new ContentError(`content/${folder}: item ${index + 1} has id ${id}; ids must run 1..${ids.length}`)
  })
}

/** A YAML collection's items (readYamlFolder), checked to run 1..n by the number its row names. */
function readYamlCollection<F extends YamlFolder>(folder: F, root: string, registry: Registry, translations: Translations): MetaOf<F>[] {
  // (TypeScript cannot follow a generic key to its row's types; the row is that folder's.)
  const { schema, numberOf } = COLLECTIONS[folder] as unknown as YamlCollection<MetaOf<F>, string>
  const items = readYamlFolder(root, folder, schema, registry.terms, translations)
  if (numberOf)
    expectIdsInOrder(
      items.map((item) => numberOf(item)),
      folder,
    )
  return items
}

/** A collection's files (readCourseFiles), checked to run 1..n by the number its row names. */
function readCollection<F extends CollectionFolder>(
  folder: F,
  root: string,
  registry: Registry,
  translations: Translations,
): CourseFile<MetaOf<F>>[] {
  const files = readCourseFiles(folder, root, registry, translations)
  // (TypeScript cannot follow a generic key to its row's types; the row is that folder's.)
  const { numberOf } = COLLECTIONS[folder] as unknown as Collection<MetaOf<F>, string>
  if (numberOf)
    expectIdsInOrder(
      files.map(({ meta }) => numberOf(meta)),
      folder,
    )
  return files
}

/**
 * Loads, validates and renders the whole course. Every file is read and
 * checked before any lesson is compiled, so a bad file or a missing one fails
 * at once, not after the lessons before it have been compiled (a bad
 * featured project: 0.2 s instead of 1.9 s on a 2-core machine).
 */
export function loadContent(root: string, locale: Locale = 'en') {
  const translations = translationsOf(root, locale)
  const registry = registryOf(root, translations)
  const yaml = <T extends z.ZodType>(path: string, schema: T) => readYamlFile(root, path, schema, registry.terms, translations)
  const glossary = yaml('site/glossary.yaml', Glossary)
  /** The language a file's text is in: `locale` for a translation, English for the English (as such or standing in). */
  const textLanguage = (status: TranslationStatus): Locale => (status === 'translated' ? locale : 'en')
  /** A figure's translation into `locale` (content/translations/<locale>/figures/), while it translates the English as it is. */
  const translatedFigure = (name: string) => {
    const figure = translations.source(`figures/${name}.svg`)
    return figure.status === 'translated' ? { svg: figure.text, path: `content/${figure.path}` } : undefined
  }
  const files = {
    sections: readCollection('sections', root, registry, translations),
    learningProjects: readCollection('learning-projects', root, registry, translations),
    featuredProjects: readCollection('featured-projects', root, registry, translations),
    tutorials: readCollection('tutorials', root, registry, translations),
    blogPosts: readCollection('blog', root, registry, translations),
    legalPages: readCollection('legal', root, registry, translations),
    problems: readCollection('problems', root, registry, translations).map((file) => {
      const { meta, used } = expandProblemFacts(file.meta, registryFor(registry, file.translation), file.file, file.terms)
      return { ...file, meta, facts: [...new Set([...file.facts, ...used])] }
    }),
  }
  const stories = readYamlCollection('stories', root, registry, translations)
  const site = {
    home: yaml('site/home.yaml', HomeContent),
    comparison: yaml('site/comparison.yaml', ComparisonTable),
    clearFramework: yaml('site/clear-framework.yaml', ClearFramework),
    faq: yaml('site/faq.yaml', Faq),
    support: yaml('site/support.yaml', SupportContent),
    claims: yaml('site/claims.yaml', Claims),
    projectsPage: yaml('site/projects-page.yaml', ProjectsPageContent),
    landing: yaml('site/landing.yaml', LandingContent),
    // Each change as inline parts, made once here, like a knowledge check's text.
    changelog: yaml('site/changelog.yaml', Changelog).map((entry) => ({
      ...entry,
      changes: entry.changes.map(inlineParts),
    })),
    // Replit's own renames, from the terms registry, so /changes stays true when a term changes.
    replitRenames: renamesOf(registry.terms.values()),
  }

  // In another language a problem is found by its phrasings in both: the learner's own words, and the error texts browsers print in English.
  const englishMatches =
    locale === 'en'
      ? undefined
      : new Map(readCourseFiles('problems', root, registry).map(({ slug, meta }) => [slug, meta.matches] as const))
  const problemFiles = files.problems.map(({ slug, meta }) => ({
    slug,
    ...meta,
    matches: [...new Set([...meta.matches, ...(englishMatches?.get(slug) ?? [])])],
  }))
  const matcher = new ProblemMatcher(problemFiles)
  const stuckLinks = problemsByLesson(problemFiles)
  /** A knowledge-check snippet's problem, when Unstuck is sure of it, or it is the only one Unstuck offers. */
  const problemFor = (snippet: string) => {
    const { mostLikely, ranked } = matcher.verdict(snippet)
    const slug = mostLikely?.slug ?? (ranked.length === 1 ? ranked[0]?.slug : undefined)
    const problem = problemFiles.find((candidate) => candidate.slug === slug)
    return problem ? { title: problem.title, href: stuckProblemPath(problem.slug) } : undefined
  }

  /**
   * A lesson body compiled (course/markdown/markdown.tsx): its HTML, with its figures
   * from <root>/figures, the first use of each glossary term linked to
   * /glossary (unless `glossary` is false), and, given the page's `path`, its
   * "If you get stuck" box linking to Unstuck and to the problems that name
   * the page; ending with "Replit details checked on ..." and its sources when
   * it uses facts or terms (its figures' terms included); and its headings,
   * text and figures. A bad figure or a heading id used twice fails like any
   * bad file.
   */
  const compile = (
    markdown: string,
    file: string,
    used: readonly Fact[],
    {
      path,
      glossary: linksGlossary,
      english,
      status,
    }: { path?: string | undefined; glossary: boolean; english?: string | undefined; status: TranslationStatus },
  ): CompiledLesson => {
    // The words the build adds are in the language of the text: an English text standing in for a translation keeps English ones.
    const textLocale = textLanguage(status)
    try {
      const figureTerms: Term[] = []
      const source = { file: `content/${file}`, figures: join(root, 'figures') }
      const lesson = markdownToHtml(markdown, {
        ...source,
        glossary: linksGlossary ? glossary : [],
        figureText: (svg) => expandTerms(svg, registry.terms, file, figureTerms),
        // A translated lesson draws its figures' translations, those still current (the English figure otherwise).
        translatedFigure: textLocale === 'en' ? undefined : translatedFigure,
        stuckLinks: path === undefined ? undefined : (stuckLinks.get(path) ?? []),
        // A translation's headings keep its English's ids, so every link to one lands in both languages.
        headingIds: english === undefined ? undefined : headingIdsOf(markdownToHtml(english, source).html),
        locale: textLocale,
      })
      return { ...lesson, html: lesson.html + factSourcesHtml([...new Set([...used, ...figureTerms])], textLocale) }
    } catch (error) {
      if (error instanceof FigureError || error instanceof TermError) throw new ContentError(error.message)
      if (error instanceof HeadingIdCollision) throw new ContentError(`content/${file}: ${error.message}`)
      throw error
    }
  }

  /** Every lesson a problem may link to, by path: its name as a link text and its headings. */
  const lessons = new Map<string, { title: string; headings: CompiledLesson['headings'] }>()

  /**
   * A collection's file as a page: its path and its body (`shown`, the
   * Markdown unless a page leaves part out) compiled as the collection's row
   * in course/collections.ts says. A lesson is kept in `lessons`, for the
   * problems' links.
   */
  const pageOf = <F extends CollectionFolder>(
    folder: F,
    { slug, meta, markdown, file, facts, terms, translation, englishMarkdown }: CourseFile<MetaOf<F>>,
    shown = markdown,
    englishShown = englishMarkdown,
  ) => {
    // (TypeScript cannot follow a generic key to its row's types; the row is that folder's.)
    const row = COLLECTIONS[folder] as unknown as Collection<MetaOf<F>, string>
    const path = row.page({ slug, ...meta })
    const lesson = compile(shown, file, [...facts, ...terms], {
      path: row.compile.stuckLinks ? path : undefined,
      glossary: row.compile.glossary,
      english: englishShown,
      status: translation,
    })
    if (row.lessonTitle) lessons.set(path, { title: row.lessonTitle(meta), headings: lesson.headings })
    return { path, translation, ...(row.compile.changesLink ? withChangesLink(lesson, textLanguage(translation)) : lesson) }
  }

  /** The badge naming the plan a project needs (lib/project-plans.ts), its plan names from the terms; they join the page's terms. */
  const planLabelOf = (plan: ProjectPlan, file: string, terms: Term[]) =>
    asContentError(() => expandTerms(messagesIn(lessonMessages, locale)[projectPlans[plan]], registry.terms, file, terms))

  const sections = files.sections.map((file) => ({
    ...file.meta,
    check: checkForPage(file.check, problemFor),
    ...(file.meta.number === CLEAR_SECTION
      ? pageOf(
          'sections',
          file,
          withoutSubsection(file.markdown, CLEAR_HEADING),
          file.englishMarkdown === undefined ? undefined : withoutSubsection(file.englishMarkdown, CLEAR_HEADING),
        )
      : pageOf('sections', file)),
  }))
  const learningProjects = files.learningProjects.map((file) => ({
    ...file.meta,
    planLabel: planLabelOf(file.meta.plan, file.file, file.terms),
    check: checkForPage(file.check, problemFor),
    // The requirements as text, as every page shows them, and with their machine checks.
    requirements: file.meta.requirements.map((item) => item.text),
    checks: file.meta.requirements,
    ...pageOf('learning-projects', file),
  }))
  const featuredProjects = files.featuredProjects.map((file) => ({
    ...file.meta,
    planLabel: planLabelOf(file.meta.plan, file.file, file.terms),
    check: checkForPage(file.check, problemFor),
    ...pageOf('featured-projects', file),
  }))
  const tutorials = files.tutorials.map((file) => ({ ...file.meta, slug: file.slug, ...pageOf('tutorials', file) }))
  const blogPosts = files.blogPosts.map((file) => ({ ...file.meta, slug: file.slug, ...pageOf('blog', file) }))
  const legalPages = files.legalPages.map((file) => ({ ...file.meta, ...pageOf('legal', file) }))

  /** A problem's lesson link, checked: the page must exist, and so must its heading. */
  const lessonLink = (href: string, file: string) => {
    const lesson = lessons.get(pathnameOf(href))
    if (!lesson) throw new ContentError(`content/${file}: lesson ${href} is not a section, project, tutorial or blog post`)
    const headingId = href.split('#')[1]
    if (headingId === undefined) return { href, title: lesson.title }
    const heading = lesson.headings.find(({ id }) => id === headingId)
    if (!heading) throw new ContentError(`content/${file}: lesson ${href} has no h2 or h3 heading with the id "${headingId}"`)
    return { href, title: `${lesson.title}, “${heading.text}”` }
  }
  const problems: CatalogueProblem[] = files.problems.map(({ slug, meta, markdown, file, facts, terms, englishMarkdown, translation }) => ({
    slug,
    title: meta.title,
    symptom: inlineParts(meta.symptom),
    // The cause is part of the problem's page, whose sources come after its fix.
    causeHtml: compile(markdown, file, [], {
      glossary: COLLECTIONS.problems.compile.glossary,
      english: englishMarkdown,
      status: translation,
    }).html,
    checks: meta.checks.map(inlineParts),
    lesson: lessonLink(meta.lesson, file),
    sourcesHtml: factSourcesHtml([...new Set([...facts, ...terms])], textLanguage(translation)),
    matches: problemFiles.find((problem) => problem.slug === slug)?.matches ?? meta.matches,
    fix: meta.fix,
  }))

  return {
    sections,
    learningProjects,
    featuredProjects,
    tutorials,
    blogPosts,
    legalPages,
    problems,
    stories,
    ...site,
    glossary,
  }
}

/** The ids of an HTML's headings, in order. */
function headingIdsOf(html: string): string[] {
  return [...html.matchAll(/<h[1-6]\b[^>]*?\bid="([^"]*)"/g)].map((match) => match[1] as string)
}

/** The whole validated course, as the loaders hand it out. */
export type Content = ReturnType<typeof loadContent>

/** The content as pages get it (virtual:content): lessons without `searchText`, which only the build's search index reads. */
export type PageContent = {
  [Key in keyof Content]: Content[Key] extends (infer Item)[]
    ? Item extends { searchText: unknown }
      ? Omit<Item, 'searchText'>[]
      : Item[]
    : Content[Key]
}

/** `content` without the lessons' search text, serialised as JSON (course/vite-plugin.ts bakes it into the server bundle). */
export function pageContentJson(content: Content): string {
  return JSON.stringify(content, (key, value) => (key === 'searchText' ? undefined : value))
}
