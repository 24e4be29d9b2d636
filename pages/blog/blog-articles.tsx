import { ArrowLeft, ArrowRight, Star } from 'lucide-react'
import { blogCategoryPath } from '../../lib/blog-categories.ts'
import { listMessages } from '../../lib/i18n/catalogues/lists.ts'
import { describeResults, filterArticles, isSearching, type ListFilters } from '../../lib/list-filters.ts'
import { PAGES } from '../../lib/paths.ts'
import { FilterBar, NoResults, useListFilters } from '../../renderer/components/filter-bar.tsx'
import { PostMeta } from '../../renderer/components/post-meta.tsx'
import { TagList } from '../../renderer/components/tag-badge.tsx'
import { TutorialMeta } from '../../renderer/components/tutorial-meta.tsx'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import type { Data } from './+data.ts'

type Article = Data['articles'][number]
type Post = Extract<Article, { kind: 'post' }>

const SEARCH_ID = 'blog-search'

function ReadLink({ article, label, className }: { article: Article; label: string; className: string }) {
  return (
    <a className={className} href={article.href}>
      {label}
      <span className="visually-hidden">: {article.title}</span>
      <ArrowRight aria-hidden="true" size={18} />
    </a>
  )
}

function FeaturedPost({ post }: { post: Post }) {
  const t = useMessages(listMessages)
  return (
    <section className="featured-post" aria-labelledby="featured-article">
      <p className="featured-post-kicker">
        <Star aria-hidden="true" size={16} />
        <span id="featured-article">{t.featuredArticle}</span>
      </p>
      <h2>
        <a href={post.href}>{post.title}</a>
      </h2>
      <p className="featured-post-excerpt">{post.excerpt}</p>
      <PostMeta author={post.author} publishedAt={post.publishedAt} readTime={post.readTime} />
      <TagList tags={post.tags} />
      <div>
        <ReadLink article={post} label={t.readArticle} className="button button-primary" />
      </div>
    </section>
  )
}

/** What a card says under its excerpt: a post's byline, or a tutorial's level and time. */
function ArticleMeta({ article }: { article: Article }) {
  if (article.kind === 'post') return <PostMeta author={article.author} publishedAt={article.publishedAt} readTime={article.readTime} />
  return <TutorialMeta difficulty={article.difficulty} duration={article.duration} labelled />
}

function ArticleCard({ article }: { article: Article }) {
  const t = useMessages(listMessages)
  return (
    <li className="card list-card">
      <TagList tags={article.tags} />
      <h3>
        <a href={article.href}>{article.title}</a>
      </h3>
      <p>{article.excerpt}</p>
      <ArticleMeta article={article} />
      <div className="card-footer">
        <ReadLink article={article} label={article.kind === 'post' ? t.readArticle : t.startTutorial} className="button button-secondary" />
      </div>
    </li>
  )
}

/** The list's heading: its count, and what it lists (the latest articles, one category, or what the search found). */
function ListHeading({ count, searching, category }: { count: number; searching: boolean; category: Data['category'] }) {
  const t = useMessages(listMessages)
  if (category && !searching) {
    return (
      <>
        {category.label}: <span className="badge">{t.articleCount(count)}</span>
      </>
    )
  }
  const title = searching ? t.searchResults : t.latestArticles
  return (
    <>
      {category ? t.inCategory(title, category.label) : title} <span className="badge">{count}</span>
    </>
  )
}

interface BlogArticlesProps {
  articles: Data['articles']
  /** The filters the server rendered with (from the URL). */
  initialFilters: ListFilters
  /** The category shown, if the page is one category's list. */
  category: Data['category']
  /** The post featured above the list when nothing is searched. */
  featuredId: Data['featuredId']
}

/**
 * The blog's list: search box, featured post, the articles found and the
 * count line. An island: it filters as you type, from the filters the server
 * rendered with.
 */
export function BlogArticles({ articles, initialFilters, category, featuredId }: BlogArticlesProps) {
  const t = useMessages(listMessages)
  const { filters, update, reset } = useListFilters(initialFilters)
  const searching = isSearching(filters)
  // The featured article belongs to the whole blog: a search or a category shows only what it found.
  const featured =
    searching || category ? undefined : articles.find((article): article is Post => article.kind === 'post' && article.id === featuredId)
  const matching = filterArticles(articles, filters)
  const status = describeResults(t.articleCount(matching.length), filters, t) + (category ? ` ${t.inLevel(category.label)}` : '')
  return (
    <div className="section-block">
      <div className="container">
        <FilterBar
          id={SEARCH_ID}
          action={PAGES.blog}
          label={t.searchArticles}
          placeholder={t.searchArticlesPlaceholder}
          withLevels={false}
          filters={filters}
          onChange={update}
          hiddenFields={category ? { category: category.slug } : {}}
        />
        {featured ? <FeaturedPost post={featured} /> : null}

        <section aria-labelledby="articles-heading">
          <h2 id="articles-heading" className="list-heading">
            <ListHeading count={matching.length} searching={searching} category={category} />
          </h2>
          {category ? (
            <p className="list-back">
              <a href={PAGES.blog}>
                <ArrowLeft aria-hidden="true" size={16} />
                {t.showAllArticles}
              </a>
            </p>
          ) : null}
          <p className="visually-hidden" role="status">
            {status}
          </p>
          {matching.length > 0 ? (
            <ul className="grid list-grid">
              {matching.map((article) => (
                <ArticleCard key={article.href} article={article} />
              ))}
            </ul>
          ) : (
            // Clearing the search keeps the category: the whole blog is one link away, above.
            <NoResults
              message={t.noArticles}
              resetLabel={category ? t.showAllCategory(category.label) : t.showAllArticles}
              href={category ? blogCategoryPath(category.slug) : PAGES.blog}
              searchId={SEARCH_ID}
              onReset={reset}
            />
          )}
        </section>
      </div>
    </div>
  )
}
