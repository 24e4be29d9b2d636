import { ArrowLeft } from 'lucide-react'
import { lessonMessages } from '../../../lib/i18n/catalogues/lessons.ts'
import { PAGES } from '../../../lib/paths.ts'
import { PrevNext } from '../../../renderer/components/prev-next.tsx'
import { Prose } from '../../../renderer/components/prose.tsx'
import { TagList } from '../../../renderer/components/tag-badge.tsx'
import { TutorialIcon } from '../../../renderer/components/tutorial-icon.tsx'
import { TutorialMeta } from '../../../renderer/components/tutorial-meta.tsx'
import { useMessages } from '../../../renderer/frame/use-messages.ts'
import { useData } from '../../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const tutorial = useData<Data>()
  const t = useMessages(lessonMessages)
  return (
    <article className={`tone-${tutorial.color}`}>
      <header className="lesson-header">
        <div className="container container-narrow">
          <a className="back-link" href={PAGES.tutorials}>
            <ArrowLeft aria-hidden="true" size={18} />
            {t.backToTutorials}
          </a>
          <div className="reading-kicker">
            <TutorialIcon icon={tutorial.icon} />
            <span>{t.tutorialOf(tutorial.number, tutorial.count)}</span>
          </div>
          <h1>{tutorial.title}</h1>
          <p className="lesson-description">{tutorial.description}</p>
          <TutorialMeta difficulty={tutorial.difficulty} duration={tutorial.duration} />
          <TagList tags={tutorial.tags} />
        </div>
      </header>
      <div className="container container-narrow lesson-body">
        <section className="learning-points learning-points-boxed" aria-labelledby="you-will-learn">
          <h2 id="you-will-learn">{t.whatYouWillLearn}</h2>
          <ul>
            {tutorial.learningPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
        <Prose />
        <PrevNext label={t.moreTutorials} previous={tutorial.previous} next={tutorial.next} />
      </div>
    </article>
  )
}
