import { Hero } from '../../renderer/components/hero.tsx'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'
import ReviewQuestions from './review-questions.island.tsx'

export default function Page() {
  const { sections } = useData<Data>()
  return (
    <>
      <Hero
        title="Review your knowledge checks"
        subtitle="The knowledge-check questions of the sections you marked complete come back here when they are due: soon after a wrong answer, later after a right one. Three at a time."
        compact
      />
      <section className="section-block" aria-label="Questions to review">
        <div className="container container-narrow review-area">
          <ReviewQuestions sections={sections} />
        </div>
      </section>
    </>
  )
}
