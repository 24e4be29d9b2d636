import { tutorialPath } from '../../lib/paths.ts'
import { Hero } from '../../renderer/components/hero.tsx'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'
import TutorialList from './tutorial-list.island.tsx'

export default function Page() {
  const data = useData<Data>()
  return (
    <>
      <Hero
        compact
        title="Step-by-Step Tutorials"
        subtitle="Short, hands-on lessons that take you from your first Repl to a published app. Pick one that matches your level and follow along in your browser."
      />

      <TutorialList initialFilters={data.filters} tutorials={data.tutorials} />

      <section className="section-block section-block-muted" aria-labelledby="learning-path">
        <div className="container container-narrow">
          <h2 id="learning-path">Recommended Learning Path</h2>
          <p>New here? Take the tutorials in this order: each one builds on the one before.</p>
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
