import { lessonMessages } from '../../lib/i18n/catalogues/lessons.ts'
import { Prose } from '../../renderer/components/prose.tsx'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import { useData, usePageContext } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { title, updated } = useData<Data>()
  const t = useMessages(lessonMessages)
  // English pages write the date as in the US ('November 28, 2026'); others in their own way ('28 de noviembre de 2026').
  const dateLocale = (usePageContext().locale ?? 'en') === 'en' ? 'en-US' : t.dateLocale
  return (
    <div className="container container-narrow page-header">
      <h1>{title}</h1>
      <p>
        {t.lastUpdated}{' '}
        <time dateTime={updated}>
          {new Date(`${updated}T00:00:00Z`).toLocaleDateString(dateLocale, { dateStyle: 'long', timeZone: 'UTC' })}
        </time>
      </p>
      <Prose />
    </div>
  )
}
