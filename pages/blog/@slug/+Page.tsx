import { ArrowLeft } from 'lucide-react'
import { lessonMessages } from '../../../lib/i18n/catalogues/lessons.ts'
import { PAGES } from '../../../lib/paths.ts'
import { PostMeta } from '../../../renderer/components/post-meta.tsx'
import { PrevNext } from '../../../renderer/components/prev-next.tsx'
import { Prose } from '../../../renderer/components/prose.tsx'
import { TagList } from '../../../renderer/components/tag-badge.tsx'
import { useMessages } from '../../../renderer/frame/use-messages.ts'
import { useData } from '../../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const post = useData<Data>()
  const t = useMessages(lessonMessages)
  return (
    <article className="tone-violet">
      <header className="lesson-header">
        <div className="container container-narrow">
          <a className="back-link" href={PAGES.blog}>
            <ArrowLeft aria-hidden="true" size={18} />
            {t.backToBlog}
          </a>
          <TagList tags={post.tags} />
          <h1>{post.title}</h1>
          <p className="lesson-description">{post.excerpt}</p>
          <PostMeta author={post.author} publishedAt={post.publishedAt} readTime={post.readTime} />
        </div>
      </header>
      <div className="container container-narrow lesson-body">
        <Prose />
        <PrevNext label={t.moreArticles} previous={post.previous} next={post.next} />
      </div>
    </article>
  )
}
