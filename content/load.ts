/**
 * Reads every file under content/, validates it against content/schema.ts and
 * turns Markdown bodies into HTML. Runs in Node only: at build time (through
 * content/vite-plugin.ts, which bakes the result into the server bundle), in
 * the dev server, and in tests.
 *
 * A bad file throws a ContentError naming the file, the field and what was
 * expected, so the build fails where the mistake is.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parse as parseYaml } from 'yaml'
import type { z } from 'zod'
import { HeadingIdCollision, markdownToHtml } from './markdown.tsx'
import {
  BlogCategories,
  BlogPostFrontmatter,
  CLEAR_SECTION,
  Claims,
  ClearFramework,
  ComparisonTable,
  Faq,
  FeaturedProjectFrontmatter,
  HomeContent,
  LandingContent,
  LearningProjectFrontmatter,
  LegalPageFrontmatter,
  ProjectsPageContent,
  SectionFrontmatter,
  SuccessStory,
  SupportContent,
  TutorialFrontmatter,
} from './schema.ts'

/** The folder this file lives in: the content root. */
export const contentRoot = import.meta.dirname

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

function readText(root: string, path: string): { text: string; name: string } {
  const full = join(root, path)
  try {
    return { text: readFileSync(full, 'utf8'), name: relative(join(root, '..'), full) }
  } catch (error) {
    throw new ContentError(`${path}: cannot be read (${(error as Error).message})`)
  }
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

interface MarkdownItem<T> {
  /** Validated frontmatter. */
  meta: T
  /** File name without its number and extension. */
  slug: string
  /** The Markdown body as written. */
  markdown: string
  /** The file's path from the project root, for error messages. */
  name: string
}

/** Every `N-slug.md` in a folder, validated, in file-number order. */
function readMarkdownFolder<T extends z.ZodType>(root: string, folder: string, schema: T): MarkdownItem<z.infer<T>>[] {
  return readdirSync(join(root, folder))
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({ file, ...fileOrder(file) }))
    .sort((a, b) => a.position - b.position)
    .map(({ file, slug }) => {
      const { text, name } = readText(root, join(folder, file))
      const { frontmatter, body } = splitFrontmatter(text, name)
      return { meta: validate(schema, frontmatter, name), slug, markdown: body, name }
    })
}

function readYamlFolder<T extends z.ZodType>(root: string, folder: string, schema: T): z.infer<T>[] {
  return readdirSync(join(root, folder))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => ({ file, ...fileOrder(file) }))
    .sort((a, b) => a.position - b.position)
    .map(({ file }) => {
      const { text, name } = readText(root, join(folder, file))
      return validate(schema, parseYamlFile(text, name), name)
    })
}

function readYamlFile<T extends z.ZodType>(root: string, path: string, schema: T): z.infer<T> {
  const { text, name } = readText(root, path)
  return validate(schema, parseYamlFile(text, name), name)
}

/** A Markdown body as HTML; a heading id used twice fails with the file's name. */
function renderMarkdown(markdown: string, name: string): string {
  try {
    return markdownToHtml(markdown)
  } catch (error) {
    if (error instanceof HeadingIdCollision) throw new ContentError(`${name}: ${error.message}`)
    throw error
  }
}

/** Checks that items are numbered 1..n in order, so a missing or doubled file is caught. */
function expectSequence(items: { id: number }[], folder: string, count: number): void {
  if (items.length !== count) throw new ContentError(`content/${folder}: expected ${count} items, found ${items.length}`)
  items.forEach((item, index) => {
    if (item.id !== index + 1) throw new ContentError(`content/${folder}: item ${index + 1} has id ${item.id}; ids must run 1..${count}`)
  })
}

/**
 * Section 6 shows the CLEAR framework as animated cards, so its Markdown
 * subsection of that name is removed before display (the spec's rule).
 * Removes a `##`-level heading with that text up to the next heading of the
 * same or a higher level.
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

const CLEAR_HEADING = 'CLEAR Framework'

/** Loads, validates and renders the whole course. */
export function loadContent(root: string = contentRoot) {
  const sections = readMarkdownFolder(root, 'sections', SectionFrontmatter).map(({ meta, markdown, name }) => {
    const shown = meta.number === CLEAR_SECTION ? withoutSubsection(markdown, CLEAR_HEADING) : markdown
    return { ...meta, html: renderMarkdown(shown, name) }
  })
  expectSequence(
    sections.map((section) => ({ id: section.number })),
    'sections',
    12,
  )

  const learningProjects = readMarkdownFolder(root, 'learning-projects', LearningProjectFrontmatter).map(({ meta, markdown, name }) => ({
    ...meta,
    html: renderMarkdown(markdown, name),
  }))
  expectSequence(learningProjects, 'learning-projects', 5)

  const featuredProjects = readMarkdownFolder(root, 'featured-projects', FeaturedProjectFrontmatter).map(({ meta, markdown, name }) => ({
    ...meta,
    html: renderMarkdown(markdown, name),
  }))
  expectSequence(featuredProjects, 'featured-projects', 5)

  const tutorials = readMarkdownFolder(root, 'tutorials', TutorialFrontmatter).map(({ meta, slug, markdown, name }) => ({
    ...meta,
    slug,
    html: renderMarkdown(markdown, name),
  }))
  expectSequence(tutorials, 'tutorials', 4)

  const blogPosts = readMarkdownFolder(root, 'blog', BlogPostFrontmatter).map(({ meta, slug, markdown, name }) => ({
    ...meta,
    slug,
    html: renderMarkdown(markdown, name),
  }))
  expectSequence(blogPosts, 'blog', 3)

  const legalPages = readMarkdownFolder(root, 'legal', LegalPageFrontmatter).map(({ meta, markdown, name }) => ({
    ...meta,
    html: renderMarkdown(markdown, name),
  }))

  const stories = readYamlFolder(root, 'stories', SuccessStory)
  expectSequence(stories, 'stories', 6)

  return {
    sections,
    learningProjects,
    featuredProjects,
    tutorials,
    blogPosts,
    legalPages,
    stories,
    home: readYamlFile(root, 'site/home.yaml', HomeContent),
    comparison: readYamlFile(root, 'site/comparison.yaml', ComparisonTable),
    clearFramework: readYamlFile(root, 'site/clear-framework.yaml', ClearFramework),
    faq: readYamlFile(root, 'site/faq.yaml', Faq),
    support: readYamlFile(root, 'site/support.yaml', SupportContent),
    claims: readYamlFile(root, 'site/claims.yaml', Claims),
    blogCategories: readYamlFile(root, 'site/blog-categories.yaml', BlogCategories),
    projectsPage: readYamlFile(root, 'site/projects-page.yaml', ProjectsPageContent),
    landing: readYamlFile(root, 'site/landing.yaml', LandingContent),
  }
}

/** The whole validated course, as the loaders hand it out. */
export type Content = ReturnType<typeof loadContent>
export type Section = Content['sections'][number]
export type LearningProject = Content['learningProjects'][number]
export type FeaturedProject = Content['featuredProjects'][number]
export type Tutorial = Content['tutorials'][number]
export type BlogPost = Content['blogPosts'][number]
export type Story = Content['stories'][number]
