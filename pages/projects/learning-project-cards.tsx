import { ArrowRight, Clock, Wallet } from 'lucide-react'
import { projectPath } from '../../lib/paths.ts'
import { learningProjectName } from '../../lib/project-names.ts'
import type { Data } from './+data.ts'

/**
 * The five learning projects, first on /projects: a beginner who came for
 * "View Projects" starts with the free five-minute one, not a bigger featured
 * project. Each featured card names its own plan, so this text names none. Server HTML only.
 */
export function LearningProjectCards({ projects }: { projects: Data['learningProjects'] }) {
  return (
    <section className="section-block" aria-labelledby="learning-projects">
      <div className="container">
        <h2 id="learning-projects">New to coding? Start with the learning projects</h2>
        <p className="section-intro">
          Five small apps, one step harder each time, all on the free plan. Learning Project 1 takes about five minutes. The featured
          projects below are bigger builds, and each card names the plan it needs.
        </p>
        <ol className="grid list-grid learning-project-list">
          {projects.map((project) => (
            <li key={project.id} className={`card list-card tone-${project.color}`}>
              <div className="list-card-top">
                <span className="card-kicker">{learningProjectName(project.id)}</span>
                <span className="badge badge-tone">{project.difficulty}</span>
              </div>
              <h3>
                <a href={projectPath(project.id)}>{project.title}</a>
              </h3>
              <p>{project.description}</p>
              <ul className="meta-list">
                <li>
                  <Clock aria-hidden="true" size={16} />
                  {project.duration} min
                </li>
                <li>
                  <Wallet aria-hidden="true" size={16} />
                  {project.plan}
                </li>
              </ul>
              <div className="card-footer">
                <a className="button button-primary" href={projectPath(project.id)}>
                  Start {learningProjectName(project.id)}
                  <ArrowRight aria-hidden="true" size={18} />
                </a>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
