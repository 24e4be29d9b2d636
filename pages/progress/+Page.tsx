import { Hero } from '../../renderer/components/hero.tsx'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'
import ProgressOverview from './progress-overview.island.tsx'

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
          <ProgressOverview sections={sections} course={course} />
        </div>
      </section>
    </>
  )
}
