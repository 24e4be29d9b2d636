import { ArrowRight, Clock, Gauge, Wallet } from 'lucide-react'
import { listMessages } from '../../lib/i18n/catalogues/lists.ts'
import { projectPath } from '../../lib/paths.ts'
import { LevelBadge } from '../../renderer/components/level-badge.tsx'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import type { Data } from './+data.ts'

/**
 * A learning project's card on /projects. Its badge is its level, in the
 * same colours as the featured projects' badges beside it (green is always
 * Beginner); its effort ('Low Effort') is plain text among the facts, so no
 * colour means two things on one page.
 */
export function LearningProjectCard({ project }: { project: Data['learningProjects'][number] }) {
  const t = useMessages(listMessages)
  return (
    <li className="card list-card">
      <div className="list-card-top">
        <span className="card-kicker">{t.learningProjectName(project.id)}</span>
        <LevelBadge level={project.difficulty} />
      </div>
      <h3>
        <a href={projectPath(project.id)}>{project.title}</a>
      </h3>
      <p>{project.description}</p>
      <ul className="meta-list">
        <li>
          <Clock aria-hidden="true" size={16} />
          {t.minutes(project.duration)}
        </li>
        <li>
          <Gauge aria-hidden="true" size={16} />
          {t[`effort:${project.effort}`]}
        </li>
        <li>
          <Wallet aria-hidden="true" size={16} />
          {project.plan}
        </li>
      </ul>
      <div className="card-footer">
        <a className="button button-primary" href={projectPath(project.id)}>
          {t.startNamed(t.learningProjectName(project.id))}
          <ArrowRight aria-hidden="true" size={18} />
        </a>
      </div>
    </li>
  )
}
