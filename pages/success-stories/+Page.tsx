import { Clock, Trophy } from 'lucide-react'
import { coursePageMessages } from '../../lib/i18n/catalogues/course-pages.ts'
import { PAGES } from '../../lib/paths.ts'
import { CallToAction } from '../../renderer/components/call-to-action.tsx'
import { Hero } from '../../renderer/components/hero.tsx'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { stats, stories } = useData<Data>()
  const t = useMessages(coursePageMessages)
  return (
    <>
      <Hero title={t.storiesHeading} subtitle={t.storiesSubtitle} />

      <section className="section-block" aria-labelledby="story-stats">
        <div className="container">
          <h2 id="story-stats" className="visually-hidden">
            {t.storyStats}
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
          <h2 id="stories">{t.theirStories}</h2>
          <p className="illustrative-note">{t.storiesNote}</p>
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
                    <span className="visually-hidden">{t.achievement}</span>
                    {story.achievement}
                  </span>
                </p>
                <p className="story-timeframe">
                  <Clock aria-hidden="true" size={16} />
                  <span>
                    <span className="visually-hidden">{t.timeframe}</span>
                    {story.timeframe}
                  </span>
                </p>
                <div>
                  <h4 className="story-subheading">{t.projectsBuilt}</h4>
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
                  <h4 className="story-subheading">{t.skillsGained}</h4>
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
            <h2 id="write-your-story">{t.writeYourStory}</h2>
            <p>{t.writeYourStoryText}</p>
            <CallToAction
              primary={{ href: PAGES.guide, label: t.startTheGuide }}
              secondary={{ href: PAGES.projects, label: t.viewProjects }}
            />
          </div>
        </div>
      </section>
    </>
  )
}
