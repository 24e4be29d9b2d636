import { CheckCircle2 } from 'lucide-react'
import { countWord } from '../../lib/count-words.ts'
import { featuredProjectPath, projectPath } from '../../lib/paths.ts'
import { featuredProjectName, learningProjectName } from '../../lib/project-names.ts'
import { CallToAction } from '../../renderer/components/call-to-action.tsx'
import { Hero } from '../../renderer/components/hero.tsx'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'
import ProjectList from './project-list.island.tsx'

export default function Page() {
  const data = useData<Data>()
  return (
    <>
      <Hero
        compact
        kicker={
          // The page lists both kinds: each badge counts its own.
          <ul className="badge-list hero-badges">
            <li className="badge hero-badge">{data.learningProjects.length} Learning Projects to Start With</li>
            <li className="badge hero-badge">{data.projects.length} Complete Projects • 10+ Hours of Learning</li>
          </ul>
        }
        title="Featured Projects"
        subtitle={`Build real apps from start to finish: ${countWord(data.learningProjects.length)} short learning projects to start with, then ${countWord(data.projects.length)} featured projects, from your first event page to a full social hub. Each comes with a ready-to-paste AI prompt and step-by-step instructions.`}
      />

      <ProjectList initialFilters={data.filters} learningProjects={data.learningProjects} projects={data.projects} />

      {data.comingSoon.length > 0 ? (
        <section className="section-block" aria-labelledby="coming-soon">
          <div className="container">
            <h2 id="coming-soon">Coming Soon</h2>
            <ul className="grid list-grid">
              {data.comingSoon.map((project) => (
                <li key={project.title} className="card">
                  <h3>{project.title}</h3>
                  <p>{project.description}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section className="section-block section-block-muted">
        <div className="container projects-guidance">
          <section className="card" aria-labelledby="recommended-sequence">
            <h2 id="recommended-sequence">Recommended Sequence</h2>
            <ol className="sequence-list">
              {data.recommendedSequence.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <section className="card" aria-labelledby="learning-outcomes">
            <h2 id="learning-outcomes">What You'll Be Able to Do</h2>
            <ul className="outcome-list">
              {data.learningOutcomes.map((outcome) => (
                <li key={outcome}>
                  <CheckCircle2 aria-hidden="true" size={18} />
                  {outcome}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </section>

      <section className="section-block" aria-labelledby="start-building">
        <div className="container container-narrow call-to-action">
          <h2 id="start-building">Ready to Start Building?</h2>
          <p>
            New to coding? Begin with {learningProjectName(1)}, a web page of your own in about five minutes on the free plan. Done the five
            learning projects? {featuredProjectName(1)}, the Simple RSVP Page, is your first app with a database and a public link.
          </p>
          <CallToAction
            primary={{ href: projectPath(1), label: `Start ${learningProjectName(1)}` }}
            secondary={{ href: featuredProjectPath(1), label: `Go to ${featuredProjectName(1)}` }}
          />
        </div>
      </section>
    </>
  )
}
