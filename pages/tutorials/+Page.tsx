import { ArrowRight, Clock } from 'lucide-react'
import { PAGES, tutorialPath } from '../../lib/paths.ts'
import { Hero } from '../../renderer/components/hero.tsx'
import { LevelBadge } from '../../renderer/components/level-badge.tsx'
import { LevelledList } from '../../renderer/components/levelled-list.tsx'
import { TagList } from '../../renderer/components/tag-badge.tsx'
import { TutorialIcon } from '../../renderer/components/tutorial-icon.tsx'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'

const SEARCH_ID = 'tutorial-search'

function TutorialCard({ tutorial }: { tutorial: Data['tutorials'][number] }) {
  const href = tutorialPath(tutorial.slug)
  return (
    <li className={`card list-card tone-${tutorial.color}`}>
      <div className="list-card-top">
        <TutorialIcon icon={tutorial.icon} />
        <LevelBadge level={tutorial.difficulty} />
      </div>
      <h3>
        <a href={href}>{tutorial.title}</a>
      </h3>
      <p>{tutorial.description}</p>
      <ul className="meta-list">
        <li>
          <Clock aria-hidden="true" size={16} />
          {tutorial.duration} min
        </li>
      </ul>
      <TagList tags={tutorial.tags} />
      <div className="learning-points">
        <h4>What you'll learn</h4>
        <ul>
          {tutorial.learningPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
      <div className="card-footer">
        <a className="button button-primary" href={href}>
          Start Tutorial<span className="visually-hidden">: {tutorial.title}</span>
          <ArrowRight aria-hidden="true" size={18} />
        </a>
      </div>
    </li>
  )
}

export default function Page() {
  const data = useData<Data>()
  return (
    <>
      <Hero
        compact
        title="Step-by-Step Tutorials"
        subtitle="Short, hands-on lessons that take you from your first Repl to a published app. Pick one that matches your level and follow along in your browser."
      />

      <LevelledList
        heading={{ id: 'all-tutorials', text: 'All tutorials' }}
        path={PAGES.tutorials}
        searchId={SEARCH_ID}
        noun={{ one: 'tutorial', many: 'tutorials' }}
        initialFilters={data.filters}
        items={data.tutorials}
        renderItem={(tutorial) => <TutorialCard key={tutorial.slug} tutorial={tutorial} />}
      />

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
