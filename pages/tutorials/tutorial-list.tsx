import { ArrowRight, Clock } from 'lucide-react'
import { listMessages } from '../../lib/i18n/catalogues/lists.ts'
import type { ListFilters } from '../../lib/list-filters.ts'
import { PAGES, tutorialPath } from '../../lib/paths.ts'
import { LevelBadge } from '../../renderer/components/level-badge.tsx'
import { LevelledList, listGroup } from '../../renderer/components/levelled-list.tsx'
import { TagList } from '../../renderer/components/tag-badge.tsx'
import { TutorialIcon } from '../../renderer/components/tutorial-icon.tsx'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import type { Data } from './+data.ts'

const SEARCH_ID = 'tutorial-search'

function TutorialCard({ tutorial }: { tutorial: Data['tutorials'][number] }) {
  const t = useMessages(listMessages)
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
          {t.minutes(tutorial.duration)}
        </li>
      </ul>
      <TagList tags={tutorial.tags} />
      <div className="learning-points">
        <h4>{t.whatYouLearn}</h4>
        <ul>
          {tutorial.learningPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
      <div className="card-footer">
        <a className="button button-primary" href={href}>
          {t.startTutorial}
          <span className="visually-hidden">: {tutorial.title}</span>
          <ArrowRight aria-hidden="true" size={18} />
        </a>
      </div>
    </li>
  )
}

/** The searchable list of tutorials with its level choices (an island: it filters as you type). */
export function TutorialList({ initialFilters, tutorials }: { initialFilters: ListFilters; tutorials: Data['tutorials'] }) {
  const t = useMessages(listMessages)
  return (
    <LevelledList
      heading={{ id: 'all-tutorials', text: t.allTutorials }}
      path={PAGES.tutorials}
      searchId={SEARCH_ID}
      words={{ filterLabel: t.filterTutorials, placeholder: t.searchTutorials, count: t.tutorialCount, noneFound: t.noTutorials }}
      initialFilters={initialFilters}
      groups={[listGroup(tutorials, (tutorial) => <TutorialCard key={tutorial.slug} tutorial={tutorial} />)]}
    />
  )
}
