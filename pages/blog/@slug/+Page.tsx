import { ArrowLeft } from 'lucide-react'
import { PostMeta } from '../../../renderer/ui/PostMeta.tsx'
import { PrevNext } from '../../../renderer/ui/PrevNext.tsx'
import { Prose } from '../../../renderer/ui/Prose.tsx'
import { TagList } from '../../../renderer/ui/TagBadge.tsx'
import { useData } from '../../../renderer/usePageContext.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const post = useData<Data>()
  return (
    <article className="tone-violet">
      <header className="lesson-header">
        <div className="container container-narrow">
          <a className="back-link" href="/blog">
            <ArrowLeft aria-hidden="true" size={18} />
            Back to the Blog
          </a>
          <TagList tags={post.tags} />
          <h1>{post.title}</h1>
          <p className="lesson-description">{post.excerpt}</p>
          <PostMeta author={post.author} publishedAt={post.publishedAt} readTime={post.readTime} />
        </div>
      </header>
      <div className="container container-narrow lesson-body">
        <Prose />
        <PrevNext label="More articles" previous={post.previous} next={post.next} />
      </div>
    </article>
  )
}
