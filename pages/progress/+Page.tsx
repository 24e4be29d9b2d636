import { PAGES } from '../../lib/paths.ts'
import { Hero } from '../../renderer/components/hero.tsx'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'
import ProgressCounts from './progress-counts.island.tsx'
import ProgressTransfer from './progress-transfer.island.tsx'

/**
 * /progress: what this browser keeps (lessons, answers, questions due), and
 * the ways to keep it safe or take it along. Two islands: the counts, which
 * show this browser's progress and so hydrate as the page loads, and saving
 * or moving it, which hydrates when used. Without JavaScript one sentence
 * says why the page needs the browser that holds the progress.
 */
export default function Page() {
  const { sections, course } = useData<Data>()
  return (
    <>
      <Hero
        title="Your progress"
        subtitle="What you finished and answered is kept in this browser only, with no account. Here you can see it, save a copy, or take it to another device."
        compact
      />
      <section className="section-block" aria-label="Your progress in this browser">
        <div className="container container-narrow progress-area">
          <div className="only-without-js progress-fallback">
            <p>
              Your progress is kept only in the browser where you took the lessons, never on our server, and this page needs JavaScript to
              read, save or move it there.
            </p>
            <p>
              Without JavaScript you can still read every lesson and project, take each knowledge check (it shows which answers are right,
              but nothing is remembered), and find what an error means with Unstuck.
            </p>
            <p className="button-row">
              <a className="button button-primary" href={PAGES.guide}>
                Go to the guide
              </a>
              <a className="button button-secondary" href={PAGES.stuck}>
                Unstuck: fix an error
              </a>
            </p>
          </div>
          <div className="only-with-js progress-overview">
            <ProgressCounts sections={sections} lessonCount={course.lessons.length} questionCount={course.questions.length} />
            <ProgressTransfer course={course} />
          </div>
        </div>
      </section>
    </>
  )
}
