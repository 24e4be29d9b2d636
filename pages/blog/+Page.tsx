import { blogCategoryPath } from '../../lib/blog-categories.ts'
import { Hero } from '../../renderer/components/hero.tsx'
import SubscribeForm from '../../renderer/components/subscribe-form.island.tsx'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'
import BlogArticles from './blog-articles.island.tsx'

/** Said after a category's count, for screen readers ('3 articles'). */
const ARTICLE_NOUN = { one: 'article', many: 'articles' }

export default function Page() {
  const data = useData<Data>()
  const { category } = data
  return (
    <>
      <Hero
        compact
        title="Vibe Coding Blog"
        subtitle="Tips, walkthroughs and stories about building real apps with AI, written for people who are just getting started."
      />

      <BlogArticles articles={data.articles} initialFilters={data.filters} category={category} featuredId={data.featuredId} />

      <div className="section-block section-block-muted">
        <div className="container blog-extras">
          <section className="card" aria-labelledby="categories-heading">
            <h2 id="categories-heading">Browse by Category</h2>
            <ul className="category-list">
              {data.categories.map((listed) => (
                <li key={listed.slug}>
                  <a href={blogCategoryPath(listed.slug)} aria-current={listed.slug === category?.slug ? 'true' : undefined}>
                    <span>{listed.label}</span>
                    <span className="badge">
                      {listed.count} <span className="visually-hidden">{listed.count === 1 ? ARTICLE_NOUN.one : ARTICLE_NOUN.many}</span>
                    </span>
                  </a>
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
