import { ArrowRight, Star } from 'lucide-react'
import { FilterBar, NoResults, useListFilters } from '../../renderer/ui/FilterBar.tsx'
import { describeResults, filterPosts, isSearching } from '../../renderer/ui/filtering.ts'
import { Hero } from '../../renderer/ui/Hero.tsx'
import { PostMeta } from '../../renderer/ui/PostMeta.tsx'
import { SubscribeForm } from '../../renderer/ui/SubscribeForm.tsx'
import { TagList } from '../../renderer/ui/TagBadge.tsx'
import { useData } from '../../renderer/usePageContext.tsx'
import type { Data } from './+data.ts'

type Post = Data['posts'][number]

const SEARCH_ID = 'blog-search'

function ReadLink({ post, className }: { post: Post; className: string }) {
  return (
    <a className={className} href={`/blog/${post.slug}`}>
      Read Article<span className="visually-hidden">: {post.title}</span>
      <ArrowRight aria-hidden="true" size={18} />
    </a>
  )
}

function FeaturedPost({ post }: { post: Post }) {
  return (
    <section className="featured-post" aria-labelledby="featured-article">
      <p className="featured-post-kicker">
        <Star aria-hidden="true" size={16} />
        <span id="featured-article">Featured Article</span>
      </p>
      <h2>
        <a href={`/blog/${post.slug}`}>{post.title}</a>
      </h2>
      <p className="featured-post-excerpt">{post.excerpt}</p>
      <PostMeta author={post.author} publishedAt={post.publishedAt} readTime={post.readTime} />
      <TagList tags={post.tags} />
      <div>
        <ReadLink post={post} className="button button-primary" />
      </div>
    </section>
  )
}

function PostCard({ post }: { post: Post }) {
  return (
    <li className="card list-card">
      <TagList tags={post.tags} />
      <h3>
        <a href={`/blog/${post.slug}`}>{post.title}</a>
      </h3>
      <p>{post.excerpt}</p>
      <PostMeta author={post.author} publishedAt={post.publishedAt} readTime={post.readTime} />
      <div className="card-footer">
        <ReadLink post={post} className="button button-secondary" />
      </div>
    </li>
  )
}

export default function Page() {
  const data = useData<Data>()
  const { filters, update, reset } = useListFilters(data.filters)
  const searching = isSearching(filters)
  const featured = searching ? undefined : data.posts.find((post) => post.id === data.featuredId)
  const matching = filterPosts(data.posts, filters)
  return (
    <>
      <Hero
        compact
        title="Vibe Coding Blog"
        subtitle="Tips, walkthroughs and stories about building real apps with AI, written for people who are just getting started."
      />

      <div className="section-block">
        <div className="container">
          <FilterBar
            id={SEARCH_ID}
            action="/blog"
            label="Search articles"
            placeholder="Search by title, excerpt or tag..."
            withLevels={false}
            filters={filters}
            onChange={update}
          />
          {featured ? <FeaturedPost post={featured} /> : null}

          <section aria-labelledby="articles-heading">
            <h2 id="articles-heading" className="list-heading">
              {searching ? 'Search Results' : 'Latest Articles'} <span className="badge">{matching.length}</span>
            </h2>
            <p className="visually-hidden" role="status">
              {describeResults(matching.length, { one: 'article', many: 'articles' }, filters)}
            </p>
            {matching.length > 0 ? (
              <ul className="grid list-grid">
                {matching.map((post) => (
                  <PostCard key={post.slug} post={post} />
                ))}
              </ul>
            ) : (
              <NoResults
                message="No articles found matching your search."
                resetLabel="Show All Articles"
                href="/blog"
                searchId={SEARCH_ID}
                onReset={reset}
              />
            )}
          </section>
        </div>
      </div>

      <div className="section-block section-block-muted">
        <div className="container blog-extras">
          <section className="card" aria-labelledby="categories-heading">
            <h2 id="categories-heading">Browse by Category</h2>
            <ul className="category-list">
              {data.categories.map((category) => (
                <li key={category.name}>
                  <span>{category.name}</span>
                  <span className="badge">
                    {category.count} <span className="visually-hidden">articles</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section id="stay-updated" className="card" aria-labelledby="stay-updated-heading">
            <h2 id="stay-updated-heading">Stay Updated</h2>
            <p>Get an email when we publish a new article or tutorial. Just your address, nothing else.</p>
            <SubscribeForm initialOutcome={data.subscribeOutcome} refusal={data.subscribeRefusal} formToken={data.formToken} />
          </section>
        </div>
      </div>
    </>
  )
}
