import { PAGES, sectionPath } from '../../lib/paths.ts'
import { CallToAction } from '../../renderer/components/call-to-action.tsx'
import { Hero } from '../../renderer/components/hero.tsx'
import PromptBox from '../../renderer/components/prompt-box.island.tsx'
import ProgressMark from '../../renderer/features/progress/progress-mark.island.tsx'
import ProgressPanel from '../../renderer/features/progress/progress-panel.island.tsx'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { home, comparison, sections } = useData<Data>()
  return (
    <>
      <Hero title="From Zero to Vibe" subtitle={home.heroSubtitle}>
        <CallToAction
          primary={{ href: PAGES.guide, label: 'Start Learning' }}
          secondary={{ href: PAGES.projects, label: 'View Projects' }}
        />
        <ProgressPanel sections={sections} />
      </Hero>

      <section className="section-block" aria-labelledby="what-is-vibe-coding">
        <div className="container container-narrow">
          <h2 id="what-is-vibe-coding">What is Vibe Coding?</h2>
          {home.whatIsVibeCoding.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <PromptBox
            title="Try a prompt like this"
            prompt={home.samplePrompt}
            hint="Copy it, paste it into Replit's AI Agent, and watch your first app appear."
          />
        </div>
      </section>

      <section className="section-block section-block-muted" aria-labelledby="vibe-vs-traditional">
        <div className="container">
          <h2 id="vibe-vs-traditional">Vibe Coding vs. Traditional Coding</h2>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must take focus, so keyboard users can scroll it */}
          <section className="table-wrap" tabIndex={0} aria-label="Comparison table">
            <table className="comparison-table">
              <thead>
                <tr>
                  <th scope="col">Characteristic</th>
                  <th scope="col">Vibe Coding</th>
                  <th scope="col">Traditional Coding</th>
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
          <h2 id="guide-sections">{`The ${sections.length} Sections of the Guide`}</h2>
          <ol className="grid card-list">
            {sections.map((section) => (
              <li key={section.number} className={`card tone-${section.color}`}>
                <span className="number-badge" aria-hidden="true">
                  {section.number}
                </span>
                <h3>
                  <a href={sectionPath(section.number)}>
                    <span className="visually-hidden">Section {section.number}: </span>
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
