import { Hero } from '../../renderer/components/hero.tsx'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'
import StuckFinder from './stuck-finder.island.tsx'

/** Unstuck: a form posted to the server, which answers with this page, complete without JavaScript; with it, the answer follows the typing. */
export default function Page() {
  const { answer, error, problemCount } = useData<Data>()
  return (
    <>
      <Hero
        compact
        title="Unstuck"
        subtitle="Paste the error you see, or say what goes wrong. Get the likely cause, what to check first, and a prompt that fixes it."
      />
      <div className="container stuck-page">
        <StuckFinder answer={answer} error={error} problemCount={problemCount} />
      </div>
    </>
  )
}
