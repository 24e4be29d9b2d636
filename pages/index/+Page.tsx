import { coursePageMessages } from '../../lib/i18n/catalogues/course-pages.ts'
import { lessonMessages } from '../../lib/i18n/catalogues/lessons.ts'
import { PAGES, sectionPath } from '../../lib/paths.ts'
import { CallToAction } from '../../renderer/components/call-to-action.tsx'
import { Hero } from '../../renderer/components/hero.tsx'
import PromptBox from '../../renderer/components/prompt-box.island.tsx'
import ProgressMark from '../../renderer/features/progress/progress-mark.island.tsx'
import ProgressPanel from '../../renderer/features/progress/progress-panel.island.tsx'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { home, comparison, sections } = useData<Data>()
  const t = useMessages(coursePageMessages)
  const lesson = useMessages(lessonMessages)
  return (
    <>
      <Hero title="From Zero to Vibe" subtitle={home.heroSubtitle}>
        <CallToAction primary={{ href: PAGES.guide, label: t.startLearning }} secondary={{ href: PAGES.projects, label: t.viewProjects }} />
        <ProgressPanel sections={sections} />
      </Hero>

      <section className="section-block" aria-labelledby="what-is-vibe-coding">
        <div className="container container-narrow">
          <h2 id="what-is-vibe-coding">{t.whatIsVibeCoding}</h2>
          {home.whatIsVibeCoding.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <PromptBox title={t.tryPromptTitle} prompt={home.samplePrompt} hint={t.tryPromptHint} />
        </div>
      </section>

      <section className="section-block section-block-muted" aria-labelledby="vibe-vs-traditional">
        <div className="container">
          <h2 id="vibe-vs-traditional">{t.vibeVsTraditional}</h2>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must take focus, so keyboard users can scroll it */}
          <section className="table-wrap" tabIndex={0} aria-label={t.comparisonTable}>
            <table className="comparison-table">
              <thead>
                <tr>
                  <th scope="col">{t.characteristic}</th>
                  <th scope="col">{t.vibeCoding}</th>
                  <th scope="col">{t.traditionalCoding}</th>
                </tr>
              </thead>
              <tbody>
                {comparison.map((row) => (
                  <tr key={row.characteristic}>
                    <th scope="row">{row.characteristic}</th>
                    <td>{row.vibe}</td>
                    <td>{row.traditional}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      </section>

      <section className="section-block" aria-labelledby="guide-sections">
        <div className="container">
          <h2 id="guide-sections">{t.guideSectionsHeading(sections.length)}</h2>
          <ol className="grid card-list">
            {sections.map((section) => (
              <li key={section.number} className={`card tone-${section.color}`}>
                <span className="number-badge" aria-hidden="true">
                  {section.number}
                </span>
                <h3>
                  <a href={sectionPath(section.number)}>
                    <span className="visually-hidden">{lesson.sectionShortName(section.number)}: </span>
                    {section.title}
                  </a>
                </h3>
                <ProgressMark lesson={`section${section.number}`} />
                <p>{section.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  )
}
