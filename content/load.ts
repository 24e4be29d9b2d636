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
import { markdownToHtml, withoutSubsection } from './markdown.tsx'
import {
  BlogCategories,
  BlogPostFrontmatter,
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
import { CLEAR_HEADING, CLEAR_SECTION } from './special-sections.ts'

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
      return { meta: validate(schema, frontmatter, name), slug, markdown: body }
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

/** Checks that items are numbered 1..n in order, so a missing or doubled file is caught. */
function expectSequence(items: { id: number }[], folder: string, count: number): void {
  if (items.length !== count) throw new ContentError(`content/${folder}: expected ${count} items, found ${items.length}`)
  items.forEach((item, index) => {
    if (item.id !== index + 1) throw new ContentError(`content/${folder}: item ${index + 1} has id ${item.id}; ids must run 1..${count}`)
  })
}

/** Loads, validates and renders the whole course. */
export function loadContent(root: string = contentRoot) {
  const sections = readMarkdownFolder(root, 'sections', SectionFrontmatter).map(({ meta, markdown }) => {
    const shown = meta.number === CLEAR_SECTION ? withoutSubsection(markdown, CLEAR_HEADING) : markdown
    return { ...meta, html: markdownToHtml(shown) }
  })
  expectSequence(
    sections.map((section) => ({ id: section.number })),
    'sections',
    12,
  )

  const learningProjects = readMarkdownFolder(root, 'learning-projects', LearningProjectFrontmatter).map(({ meta, markdown }) => ({
    ...meta,
    html: markdownToHtml(markdown),
  }))
  expectSequence(learningProjects, 'learning-projects', 5)

  const featuredProjects = readMarkdownFolder(root, 'featured-projects', FeaturedProjectFrontmatter).map(({ meta, markdown }) => ({
    ...meta,
    html: markdownToHtml(markdown),
  }))
  expectSequence(featuredProjects, 'featured-projects', 5)

  const tutorials = readMarkdownFolder(root, 'tutorials', TutorialFrontmatter).map(({ meta, slug, markdown }) => ({
    ...meta,
    slug,
    html: markdownToHtml(markdown),
  }))
  expectSequence(tutorials, 'tutorials', 4)

  const blogPosts = readMarkdownFolder(root, 'blog', BlogPostFrontmatter).map(({ meta, slug, markdown }) => ({
    ...meta,
    slug,
    html: markdownToHtml(markdown),
  }))
  expectSequence(blogPosts, 'blog', 3)

  const legalPages = readMarkdownFolder(root, 'legal', LegalPageFrontmatter).map(({ meta, markdown }) => ({
    ...meta,
    html: markdownToHtml(markdown),
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
