// /blog: the cards of the articles the view lists (no bodies), the categories
// with their counts, the search text and category from the URL, and the
// outcome of a subscription posted without JavaScript (/blog/subscribe
// redirects here with ?subscribe=<outcome>).
//
// The view is every blog post, or with ?category=<slug> that category's posts
// and tutorials (a tutorial counts as an article of its category too). The
// browser gets the view's cards so it can apply the search as you type; it
// never changes the category, which is a link to another URL.
import { contents } from 'virtual:content'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { type BlogCategory, blogCategoryLabels, blogCategorySlugs, isBlogCategory } from '../../lib/blog-categories.ts'
import { FORM_TOKEN_PLACEHOLDER } from '../../lib/forms/spam.ts'
import { readSubscribeOutcome } from '../../lib/forms/subscribe.ts'
import { coursePageMessages } from '../../lib/i18n/catalogues/course-pages.ts'
import { type Locale, locales } from '../../lib/i18n/locale.ts'
import { messagesIn } from '../../lib/i18n/messages.ts'
import { type ListFilters, readFilters } from '../../lib/list-filters.ts'
import { PAGES, postPath, tutorialPath } from '../../lib/paths.ts'

/** The featured article shown above the list (the first post: docs/product-rules.md, 'Lists'). */
const FEATURED_POST_ID = 1

type Post = (typeof contents.en.blogPosts)[number]
type Tutorial = (typeof contents.en.tutorials)[number]

function postCard({ id, slug, title, excerpt, author, readTime, tags, publishedAt, category }: Post) {
  return { kind: 'post' as const, id, href: postPath(slug), title, excerpt, author, readTime, tags, publishedAt, category }
}

/** A tutorial as a blog card: its description is the excerpt the search looks in, and it links to its own page. */
function tutorialCard({ slug, title, description, difficulty, duration, tags, category }: Tutorial) {
  return { kind: 'tutorial' as const, href: tutorialPath(slug), title, excerpt: description, difficulty, duration, tags, category }
}

/** Every article a category can list in a language, posts first, each in its own order. Content is baked in at build time, so the counts follow the files. */
const articlesOf = (locale: Locale) => [...contents[locale].blogPosts.map(postCard), ...contents[locale].tutorials.map(tutorialCard)]
const articlesIn = Object.fromEntries(locales.map((locale) => [locale, articlesOf(locale)])) as Record<
  Locale,
  ReturnType<typeof articlesOf>
>

const categories = blogCategorySlugs.map((slug) => ({
  slug,
  label: blogCategoryLabels[slug],
  count: articlesIn.en.filter((article) => article.category === slug).length,
}))

/** The 404 of a category the blog does not have, in the page's language. */
function unknownCategory(locale: Locale) {
  const t = messagesIn(coursePageMessages, locale)
  return {
    title: t.categoryNotFound,
    message: t.categoryNotFoundMessage(blogCategorySlugs.map((slug) => blogCategoryLabels[slug]).join(', ')),
    link: { href: PAGES.blog, label: t.showAllArticles },
  }
}

/** The category the URL asks for; none when the parameter is missing or empty, a 404 when it names no category. */
function readCategory(value: string | undefined, locale: Locale): BlogCategory | null {
  if (!value) return null
  if (!isBlogCategory(value)) throw render(404, unknownCategory(locale))
  return value
}

export function data(pageContext: PageContextServer) {
  const articles = articlesIn[pageContext.locale]
  const search = pageContext.urlParsed.search
  const category = readCategory(search.category, pageContext.locale)
  // The blog filters by text only, so a level in the URL is ignored.
  const filters: ListFilters = { query: readFilters(search).query, level: 'All' }
  return {
    filters,
    featuredId: FEATURED_POST_ID,
    category: category && { slug: category, label: blogCategoryLabels[category] },
    articles: category
      ? articles.filter((article) => article.category === category)
      : articles.filter((article) => article.kind === 'post'),
    categories,
    subscribeOutcome: readSubscribeOutcome(search.subscribe),
    /** A sign-up posted without JavaScript was refused: show why, beside the address as typed. */
    subscribeRefusal: pageContext.subscribeForm ?? null,
    /** This copy's signed render time, for the spam check: the server writes it over the placeholder (lib/forms/spam.ts). */
    formToken: FORM_TOKEN_PLACEHOLDER,
  }
}

export type Data = Awaited<ReturnType<typeof data>>
