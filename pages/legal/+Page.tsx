import { Prose } from '../../renderer/components/prose.tsx'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { title, updated } = useData<Data>()
  return (
    <div className="container container-narrow page-header">
      <h1>{title}</h1>
      <p>
        Last updated{' '}
        <time dateTime={updated}>
          {new Date(`${updated}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })}
        </time>
      </p>
      <Prose />
    </div>
  )
}
