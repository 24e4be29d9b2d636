import { ArrowRight, BookOpen, Clock, Trophy } from 'lucide-react'
import { coursePageMessages } from '../../lib/i18n/catalogues/course-pages.ts'
import { lessonMessages } from '../../lib/i18n/catalogues/lessons.ts'
import { PAGES, sectionPath } from '../../lib/paths.ts'
import { CallToAction } from '../../renderer/components/call-to-action.tsx'
import { Hero } from '../../renderer/components/hero.tsx'
import CheckScore from '../../renderer/features/progress/check-score.island.tsx'
import ProgressMark from '../../renderer/features/progress/progress-mark.island.tsx'
import ProgressPanel from '../../renderer/features/progress/progress-panel.island.tsx'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { sectionCount, totalHours, groups } = useData<Data>()
  const t = useMessages(coursePageMessages)
  const lesson = useMessages(lessonMessages)
  return (
    <>
      <Hero title={t.guideTitle} subtitle={t.guideSubtitle}>
        <ul className="badge-list guide-hero-badges">
          <li className="badge">
            <BookOpen aria-hidden="true" size={16} /> {t.comprehensiveSections(sectionCount)}
          </li>
          <li className="badge">
            <Clock aria-hidden="true" size={16} /> {t.hoursTotal(totalHours)}
          </li>
          <li className="badge">
            <Trophy aria-hidden="true" size={16} /> {t.beginnerToAdvanced}
          </li>
        </ul>
        <ProgressPanel
          sections={groups.flatMap((group) => group.cards).map(({ number, title, checkIds }) => ({ number, title, checkIds }))}
        />
      </Hero>

      {groups.map((group, index) => (
        <section key={group.heading} className="section-block" aria-labelledby={`guide-group-${index + 1}`}>
          <div className="container">
            <h2 id={`guide-group-${index + 1}`}>{group.heading}</h2>
            <p className="guide-group-intro">{group.intro}</p>
            <ol className="grid guide-cards">
              {group.cards.map((card) => (
                <li key={card.number} className={`card tone-${card.color}`}>
                  <div className="card-meta">
                    <span className="number-badge" aria-hidden="true">
                      {card.number}
                    </span>
                    <span className="card-duration">
                      <Clock aria-hidden="true" size={14} /> {t.minutesWithSteps(card.duration)}
                    </span>
                  </div>
                  <h3>
                    <span className="visually-hidden">{lesson.sectionShortName(card.number)}: </span>
                    {card.title}
                  </h3>
                  <p>{card.description}</p>
                  <ul className="badge-list" aria-label={t.topics}>
                    {card.topics.map((topic) => (
                      <li key={topic} className="badge badge-tone">
                        {topic}
                      </li>
                    ))}
                  </ul>
                  <div className="card-footer">
                    <a className="button button-primary" href={sectionPath(card.number)}>
                      {card.guideButton} <ArrowRight aria-hidden="true" size={16} />
                    </a>
                    <ProgressMark lesson={`section${card.number}`} />
                    <CheckScore lesson={`section${card.number}`} questionIds={card.checkIds} />
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </section>
      ))}

      <section className="section-block section-block-muted" aria-labelledby="guide-start">
        <div className="container container-narrow guide-cta">
          <h2 id="guide-start">{t.readyToStart}</h2>
          <p>{t.readyToStartText}</p>
          <CallToAction
            primary={{ href: sectionPath(1), label: t.startFromBeginning }}
            secondary={{ href: PAGES.projects, label: t.viewProjects }}
          />
        </div>
      </section>
    </>
  )
}
