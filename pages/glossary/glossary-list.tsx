import type { Data } from './+data.ts'

/** The glossary's terms as a definition list; each term's id is the anchor lessons link to. Plain markup: nothing here runs in the browser. */
export function GlossaryList({ terms }: Data) {
  return (
    <dl className="glossary">
      {terms.map(({ term, anchor, definition, learnMore, lessonName }) => (
        <div key={anchor} className="glossary-entry">
          <dt id={anchor}>{term}</dt>
          <dd>
            <p>{definition}</p>
            <p className="glossary-more">
              Learn more in <a href={learnMore}>{lessonName}</a>
            </p>
          </dd>
        </div>
      ))}
    </dl>
  )
}
