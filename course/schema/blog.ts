/**
 * The frontmatter of a blog post, content/blog/N-slug.md. Each field carries a
 * doc comment, so an editor reading this file knows what to write; a bad file
 * fails the build with its path, the field and what was expected
 * (course/load.ts).
 */
import { z } from 'zod'
import { BlogCategoryField, minutes, placeholderImage, text } from './fields.ts'

/** Tags a blog post may carry; each has a fixed colour. */
export const blogTags = ['AI', 'Prompting', 'Debugging', 'Replit', 'Tutorial', 'Web App'] as const

/** A blog post: content/blog/N-slug.md; the slug is the file name without N-. */
export const BlogPostFrontmatter = z.strictObject({
  /** Order in the list, from 1; post 1 is the featured article. */
  id: z.number().int().min(1),
  /** Post title. */
  title: text,
  /** Two sentences shown on the card and searched by the filter. */
  excerpt: text,
  /** Author's name. */
  author: text,
  /** Reading time in minutes, at about 200 words a minute. */
  readTime: minutes,
  /** Tags, searched by the filter. */
  tags: z.array(z.enum(blogTags)).min(1),
  /** Placeholder image path. */
  imageUrl: placeholderImage,
  /** Publication date, YYYY-MM-DD. */
  publishedAt: z.iso.date(),
  /** Blog category it is listed and counted under. */
  category: BlogCategoryField,
})
