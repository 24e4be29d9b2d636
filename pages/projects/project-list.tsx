import { ArrowRight, Clock, Wallet } from 'lucide-react'
import type { ListFilters } from '../../lib/list-filters.ts'
import { featuredProjectPath, PAGES } from '../../lib/paths.ts'
import { featuredProjectName } from '../../lib/project-names.ts'
import { LevelBadge } from '../../renderer/components/level-badge.tsx'
import { LevelledList } from '../../renderer/components/levelled-list.tsx'
import { TagList } from '../../renderer/components/tag-badge.tsx'
import type { Data } from './+data.ts'

const SEARCH_ID = 'project-search'

function formatHours(hours: number): string {
  if (hours < 1) return 'Under 1 hour'
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`
}

function ProjectCard({ project }: { project: Data['projects'][number] }) {
  const href = featuredProjectPath(project.id)
  return (
    <li className={`card list-card tone-${project.color}`}>
      <div className="list-card-top">
        <span className="card-kicker">{featuredProjectName(project.projectNumber)}</span>
        <LevelBadge level={project.difficulty} />
      </div>
      <h3>
        <a href={href}>{project.title}</a>
      </h3>
      <p>{project.description}</p>
      <ul className="meta-list">
        <li>
          <Clock aria-hidden="true" size={16} />
          {formatHours(project.hours)}
        </li>
        <li>
          <Wallet aria-hidden="true" size={16} />
          {project.plan}
        </li>
      </ul>
      <TagList tags={project.technologies} label="Technologies" />
      <div className="card-footer">
        <a className="button button-primary" href={href}>
          Start Project<span className="visually-hidden">: {project.title}</span>
          <ArrowRight aria-hidden="true" size={18} />
        </a>
        <a className="button button-secondary" href={href}>
          View Details<span className="visually-hidden"> of {project.title}</span>
        </a>
      </div>
    </li>
  )
}

/** The searchable list of projects with its level choices (an island: it filters as you type). */
export function ProjectList({ initialFilters, projects }: { initialFilters: ListFilters; projects: Data['projects'] }) {
  return (
    <LevelledList
      heading={{ id: 'all-projects', text: 'All featured projects' }}
      path={PAGES.projects}
      searchId={SEARCH_ID}
      noun={{ one: 'project', many: 'projects' }}
      initialFilters={initialFilters}
      items={projects}
      renderItem={(project) => <ProjectCard key={project.id} project={project} />}
    />
  )
}
