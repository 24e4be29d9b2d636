import { ArrowLeft } from 'lucide-react'
import { PAGES } from '../../../lib/paths.ts'
import { PrevNext } from '../../../renderer/components/prev-next.tsx'
import { Prose } from '../../../renderer/components/prose.tsx'
import { TagList } from '../../../renderer/components/tag-badge.tsx'
import { TutorialIcon } from '../../../renderer/components/tutorial-icon.tsx'
import { TutorialMeta } from '../../../renderer/components/tutorial-meta.tsx'
import { useData } from '../../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const tutorial = useData<Data>()
  return (
    <article className={`tone-${tutorial.color}`}>
      <header className="lesson-header">
        <div className="container container-narrow">
          <a className="back-link" href={PAGES.tutorials}>
            <ArrowLeft aria-hidden="true" size={18} />
            Back to Tutorials
          </a>
          <div className="reading-kicker">
            <TutorialIcon icon={tutorial.icon} />
            <span>
              Tutorial {tutorial.number} of {tutorial.count}
            </span>
          </div>
          <h1>{tutorial.title}</h1>
          <p className="lesson-description">{tutorial.description}</p>
          <TutorialMeta difficulty={tutorial.difficulty} duration={tutorial.duration} />
          <TagList tags={tutorial.tags} />
        </div>
      </header>
      <div className="container container-narrow lesson-body">
        <section className="learning-points learning-points-boxed" aria-labelledby="you-will-learn">
          <h2 id="you-will-learn">What you'll learn</h2>
          <ul>
            {tutorial.learningPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
        <Prose />
        <PrevNext label="More tutorials" previous={tutorial.previous} next={tutorial.next} />
      </div>
    </article>
  )
}
