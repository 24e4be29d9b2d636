import { PAGES } from './paths.ts'
/**
 * The blog's four categories: the slug a post or tutorial names in its
 * frontmatter (`category: debugging`) and in the blog's URL
 * (/blog?category=debugging), the label readers see, and their order in the
 * 'Browse by Category' block. No zod here: the blog's browser bundle imports
 * this file; course/schema/fields.ts builds its enum from `blogCategorySlugs`.
 */

/** Every category's slug, in display order. */
export const blogCategorySlugs = ['ai-prompting', 'debugging', 'tutorials', 'best-practices'] as const
export type BlogCategory = (typeof blogCategorySlugs)[number]

/** What readers see for each category. */
export const blogCategoryLabels: Record<BlogCategory, string> = {
  'ai-prompting': 'AI & Prompting',
  debugging: 'Debugging',
  tutorials: 'Tutorials',
  'best-practices': 'Best Practices',
}

/** Whether a URL parameter names a category (exactly: the canonical list URL has already lowercased it). */
export function isBlogCategory(value: string): value is BlogCategory {
  return (blogCategorySlugs as readonly string[]).includes(value)
}

/** The URL of one category's list on the blog. */
export function blogCategoryPath(category: BlogCategory): string {
  return `${PAGES.blog}?category=${category}`
}
