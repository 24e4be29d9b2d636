import { toolPagesMessages } from '../../lib/i18n/catalogues/tool-pages.ts'
import { PAGES } from '../../lib/paths.ts'
import { Hero } from '../../renderer/components/hero.tsx'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'
import { ProgressCounts } from './progress-counts.tsx'
import ProgressTransfer from './progress-transfer.island.tsx'

/**
 * /progress: what this browser keeps (lessons, answers, questions due), and
 * the ways to keep it safe or take it along. The counts show this browser's
 * progress as the page loads, filled in by plain code (no React); saving or
 * moving it is an island, hydrated when used. Without JavaScript one sentence
 * says why the page needs the browser that holds the progress.
 */
export default function Page() {
  const { sections, course } = useData<Data>()
  const t = useMessages(toolPagesMessages)
  return (
    <>
      <Hero title={t.progressTitle} subtitle={t.progressSubtitle} compact />
      <section className="section-block" aria-label={t.progressRegion}>
        <div className="container container-narrow progress-area">
          <div className="progress-fallback">
            <p>{t.progressNeedsScripting}</p>
            <p>{t.progressWithoutScripting}</p>
            <p className="button-row">
              <a className="button button-primary" href={PAGES.guide}>
                {t.goToGuide}
              </a>
              <a className="button button-secondary" href={PAGES.stuck}>
                {t.unstuckLink}
              </a>
            </p>
          </div>
          <div className="progress-overview">
            <ProgressCounts sections={sections} lessonCount={course.lessons.length} questionCount={course.questions.length} />
            <ProgressTransfer course={course} />
          </div>
        </div>
      </section>
    </>
  )
}
