import { coursePageMessages } from '../../lib/i18n/catalogues/course-pages.ts'
import { tutorialPath } from '../../lib/paths.ts'
import { Hero } from '../../renderer/components/hero.tsx'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'
import TutorialList from './tutorial-list.island.tsx'

export default function Page() {
  const data = useData<Data>()
  const t = useMessages(coursePageMessages)
  return (
    <>
      <Hero compact title={t.tutorialsTitle} subtitle={t.tutorialsSubtitle} />

      <TutorialList initialFilters={data.filters} tutorials={data.tutorials} />

      <section className="section-block section-block-muted" aria-labelledby="learning-path">
        <div className="container container-narrow">
          <h2 id="learning-path">{t.learningPath}</h2>
          <p>{t.learningPathText}</p>
          <ol className="path-steps">
            {data.tutorials.map((tutorial, index) => (
              <li key={tutorial.slug} className={`tone-${tutorial.color}`}>
                <span className="number-badge" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <a href={tutorialPath(tutorial.slug)}>{tutorial.title}</a>
                  <p>
                    {tutorial.duration} min · {tutorial.difficulty}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  )
}
