import { stuckMessages } from '../../lib/i18n/catalogues/stuck.ts'
import { Hero } from '../../renderer/components/hero.tsx'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'
import StuckFinder from './stuck-finder.island.tsx'

/** Unstuck: a form posted to the server, which answers with this page, complete without JavaScript; with it, the answer follows the typing. */
export default function Page() {
  const { answer, error, problemCount } = useData<Data>()
  const t = useMessages(stuckMessages)
  return (
    <>
      <Hero compact title={t.title} subtitle={t.subtitle} />
      <div className="container stuck-page">
        <StuckFinder answer={answer} error={error} problemCount={problemCount} />
      </div>
    </>
  )
}
