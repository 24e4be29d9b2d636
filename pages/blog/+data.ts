// /blog: every post's card (no bodies), the categories, the search text from
// the URL, and the outcome of a subscription posted without JavaScript
// (/blog/subscribe redirects here with ?subscribe=<outcome>).
import { content } from 'virtual:content'
import type { PageContextServer } from 'vike/types'
import { FORM_TOKEN_PLACEHOLDER } from '../../lib/forms/spam.ts'
import { readSubscribeOutcome } from '../../lib/forms/subscribe.ts'
import { type ListFilters, readFilters } from '../../renderer/ui/filtering.ts'

/** The featured article shown above the list (spec: the first post). */
const FEATURED_POST_ID = 1

export function data(pageContext: PageContextServer) {
  const search = pageContext.urlParsed.search
  // The blog filters by text only, so a level in the URL is ignored.
  const filters: ListFilters = { query: readFilters(search).query, level: 'All' }
  return {
    filters,
    featuredId: FEATURED_POST_ID,
    posts: content.blogPosts.map(({ id, slug, title, excerpt, author, readTime, tags, publishedAt }) => ({
      id,
      slug,
      title,
      excerpt,
      author,
      readTime,
      tags,
      publishedAt,
    })),
    categories: content.blogCategories,
    subscribeOutcome: readSubscribeOutcome(search.subscribe),
    /** A sign-up posted without JavaScript was refused: show why, beside the address as typed. */
    subscribeRefusal: pageContext.subscribeForm ?? null,
    /** This copy's signed render time, for the spam check: the server writes it over the placeholder (lib/forms/spam.ts). */
    formToken: FORM_TOKEN_PLACEHOLDER,
  }
}

export type Data = Awaited<ReturnType<typeof data>>
