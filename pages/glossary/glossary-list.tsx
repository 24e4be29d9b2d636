import { coursePages } from '../../lib/i18n/messages/en/course-pages.ts'
import type { Data } from './+data.ts'

/** The glossary's terms as a definition list; each term's id is the anchor lessons link to. Plain markup: nothing here runs in the browser. */
export function GlossaryList({ terms, learnMoreIn = coursePages.learnMoreIn }: Data & { learnMoreIn?: string }) {
  return (
    <dl className="glossary">
      {terms.map(({ term, anchor, definition, learnMore, lessonName }) => (
        <div key={anchor} className="glossary-entry">
          <dt id={anchor}>{term}</dt>
          <dd>
            <p>{definition}</p>
            <p className="glossary-more">
              {learnMoreIn}
              <a href={learnMore}>{lessonName}</a>
            </p>
          </dd>
        </div>
      ))}
    </dl>
  )
}
