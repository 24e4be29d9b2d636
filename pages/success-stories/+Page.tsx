import { Clock, Trophy } from 'lucide-react'
import { PAGES } from '../../lib/paths.ts'
import { CallToAction } from '../../renderer/components/call-to-action.tsx'
import { Hero } from '../../renderer/components/hero.tsx'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { stats, stories } = useData<Data>()
  return (
    <>
      <Hero
        title="Real People, Real Success"
        subtitle="Teachers, shop owners and retirees who had never written code, and the apps they built with AI on Replit."
      />

      <section className="section-block" aria-labelledby="story-stats">
        <div className="container">
          <h2 id="story-stats" className="visually-hidden">
            Our learners in numbers
          </h2>
          <dl className="stats-row">
            {stats.map((stat) => (
              <div key={stat.label} className="stat">
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="section-block section-block-muted" aria-labelledby="stories">
        <div className="container">
          <h2 id="stories">Their Stories</h2>
          <p className="illustrative-note">The stories shown are illustrative examples of the paths learners take with the guide.</p>
          <ul className="story-list">
            {stories.map((story) => (
              <li key={story.id} className={`card story-card tone-${story.tone}`}>
                <div className="story-person">
                  <span className="avatar" aria-hidden="true">
                    {story.initials}
                  </span>
                  <div>
                    <h3>{story.name}</h3>
                    <p className="story-role">{story.role}</p>
                  </div>
                </div>
                <p>{story.story}</p>
                <p className="story-achievement">
                  <Trophy aria-hidden="true" size={18} />
                  <span>
                    <span className="visually-hidden">Achievement: </span>
                    {story.achievement}
                  </span>
                </p>
                <p className="story-timeframe">
                  <Clock aria-hidden="true" size={16} />
                  <span>
                    <span className="visually-hidden">Timeframe: </span>
                    {story.timeframe}
                  </span>
                </p>
                <div>
                  <h4 className="story-subheading">Projects built</h4>
                  <ul className="story-projects">
                    {story.projects.map((project) => (
                      <li key={project}>{project}</li>
                    ))}
                  </ul>
                </div>
                <blockquote className="story-quote">
                  <p>{story.testimonial}</p>
                </blockquote>
                <div>
                  <h4 className="story-subheading">Skills gained</h4>
                  <ul className="badge-list">
                    {story.skills.map((skill) => (
                      <li key={skill} className="badge">
                        {skill}
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section-block" aria-labelledby="write-your-story">
        <div className="container container-narrow">
          <div className="card help-cta">
            <h2 id="write-your-story">Write Your Own Success Story</h2>
            <p>Start with the free guide, then build the projects one by one. No coding experience needed.</p>
            <CallToAction
              primary={{ href: PAGES.guide, label: 'Start the Guide' }}
              secondary={{ href: PAGES.projects, label: 'View Projects' }}
            />
          </div>
        </div>
      </section>
    </>
  )
}
