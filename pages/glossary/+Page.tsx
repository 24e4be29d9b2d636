import { coursePageMessages } from '../../lib/i18n/catalogues/course-pages.ts'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'
import { GlossaryList } from './glossary-list.tsx'

export default function Page() {
  const data = useData<Data>()
  const t = useMessages(coursePageMessages)
  return (
    <div className="container container-narrow page-header">
      <h1>{t.glossaryTitle}</h1>
      <p>{t.glossaryIntro}</p>
      <div className="prose">
        <GlossaryList {...data} learnMoreIn={t.learnMoreIn} />
      </div>
    </div>
  )
}
