import { ArrowRight, Clock, Wallet } from 'lucide-react'
import { listMessages } from '../../lib/i18n/catalogues/lists.ts'
import type { ListFilters } from '../../lib/list-filters.ts'
import { featuredProjectPath, PAGES } from '../../lib/paths.ts'
import { LevelBadge } from '../../renderer/components/level-badge.tsx'
import { LevelledList, listGroup } from '../../renderer/components/levelled-list.tsx'
import { TagList } from '../../renderer/components/tag-badge.tsx'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import type { Data } from './+data.ts'
import { LearningProjectCard } from './learning-project-cards.tsx'

const SEARCH_ID = 'project-search'

function ProjectCard({ project }: { project: Data['projects'][number] }) {
  const t = useMessages(listMessages)
  const href = featuredProjectPath(project.id)
  return (
    <li className={`card list-card tone-${project.color}`}>
      <div className="list-card-top">
        <span className="card-kicker">{t.featuredProjectName(project.projectNumber)}</span>
        <LevelBadge level={project.difficulty} />
      </div>
      <h3>
        <a href={href}>{project.title}</a>
      </h3>
      <p>{project.description}</p>
      <ul className="meta-list">
        <li>
          <Clock aria-hidden="true" size={16} />
          {t.hours(project.hours)}
        </li>
        <li>
          <Wallet aria-hidden="true" size={16} />
          {project.plan}
        </li>
      </ul>
      <TagList tags={project.technologies} label={t.technologies} />
      <div className="card-footer">
        <a className="button button-primary" href={href}>
          {t.startProject}
          <span className="visually-hidden">: {project.title}</span>
          <ArrowRight aria-hidden="true" size={18} />
        </a>
        <a className="button button-secondary" href={href}>
          {t.viewDetails}
          <span className="visually-hidden">
            {t.of}
            {project.title}
          </span>
        </a>
      </div>
    </li>
  )
}

/**
 * Every project on /projects, the learning projects first, under one search
 * box and one set of level choices (an island: it filters as you type), so
 * "calculator" finds the Basic Calculator as well as any featured project.
 */
export function ProjectList({
  initialFilters,
  learningProjects,
  projects,
}: {
  initialFilters: ListFilters
  learningProjects: Data['learningProjects']
  projects: Data['projects']
}) {
  const t = useMessages(listMessages)
  return (
    <LevelledList
      heading={{ id: 'all-projects', text: t.allProjects }}
      path={PAGES.projects}
      searchId={SEARCH_ID}
      words={{ filterLabel: t.filterProjects, placeholder: t.searchProjects, count: t.projectCount, noneFound: t.noProjects }}
      initialFilters={initialFilters}
      groups={[
        listGroup(learningProjects, (project) => <LearningProjectCard key={project.id} project={project} />, {
          ordered: true,
          listClassName: 'learning-project-list',
          heading: {
            id: 'learning-projects',
            text: t.learningProjectsHeading,
            intro: <p className="section-intro">{t.learningProjectsIntro}</p>,
          },
        }),
        listGroup(projects, (project) => <ProjectCard key={project.id} project={project} />, {
          heading: { id: 'featured-projects', text: t.featuredProjects },
        }),
      ]}
    />
  )
}
