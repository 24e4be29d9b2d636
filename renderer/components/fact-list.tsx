import { CircleCheck } from 'lucide-react'
import { useId } from 'react'

/** A headed list of short facts about a project: the skills it teaches, the features it has. */
export function FactList({ heading, items }: { heading: string; items: string[] }) {
  const headingId = useId()
  return (
    <section className="fact-list" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <CircleCheck aria-hidden="true" size={18} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
