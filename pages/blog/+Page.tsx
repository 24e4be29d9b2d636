import { blogCategoryPath } from '../../lib/blog-categories.ts'
import { coursePageMessages } from '../../lib/i18n/catalogues/course-pages.ts'
import { Hero } from '../../renderer/components/hero.tsx'
import SubscribeForm from '../../renderer/components/subscribe-form.island.tsx'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'
import BlogArticles from './blog-articles.island.tsx'

export default function Page() {
  const data = useData<Data>()
  const t = useMessages(coursePageMessages)
  const { category } = data
  return (
    <>
      <Hero compact title={t.blogTitle} subtitle={t.blogSubtitle} />

      <BlogArticles articles={data.articles} initialFilters={data.filters} category={category} featuredId={data.featuredId} />

      <div className="section-block section-block-muted">
        <div className="container blog-extras">
          <section className="card" aria-labelledby="categories-heading">
            <h2 id="categories-heading">{t.browseByCategory}</h2>
            <ul className="category-list">
              {data.categories.map((listed) => (
                <li key={listed.slug}>
                  <a href={blogCategoryPath(listed.slug)} aria-current={listed.slug === category?.slug ? 'true' : undefined}>
                    <span>{listed.label}</span>
                    <span className="badge">
                      {listed.count} <span className="visually-hidden">{t.articleCount(listed.count)}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section id="stay-updated" className="card" aria-labelledby="stay-updated-heading">
            <h2 id="stay-updated-heading">{t.stayUpdated}</h2>
            <p>{t.stayUpdatedText}</p>
            <SubscribeForm initialOutcome={data.subscribeOutcome} refusal={data.subscribeRefusal} formToken={data.formToken} />
          </section>
        </div>
      </div>
    </>
  )
}
