import { toolPagesMessages } from '../../lib/i18n/catalogues/tool-pages.ts'
import { Hero } from '../../renderer/components/hero.tsx'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'
import ReviewQuestions from './review-questions.island.tsx'

export default function Page() {
  const { sections } = useData<Data>()
  const t = useMessages(toolPagesMessages)
  return (
    <>
      <Hero title={t.reviewTitle} subtitle={t.reviewSubtitle} compact />
      <section className="section-block" aria-label={t.reviewRegion}>
        <div className="container container-narrow review-area">
          <ReviewQuestions sections={sections} />
        </div>
      </section>
    </>
  )
}
