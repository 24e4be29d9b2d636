import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'
import { GlossaryList } from './glossary-list.tsx'

export default function Page() {
  const data = useData<Data>()
  return (
    <div className="container container-narrow page-header">
      <h1>Glossary</h1>
      <p>
        Every word the course uses that a beginner might not know, in plain words. In the lessons, the first time a page uses one of these
        words, it links here.
      </p>
      <div className="prose">
        <GlossaryList {...data} />
      </div>
    </div>
  )
}
