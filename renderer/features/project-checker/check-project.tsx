import { type ComponentType, type ReactNode, useId, useState } from 'react'
import { checkerMessages } from '../../../lib/i18n/catalogues/lesson-pages.ts'
import { loadMessages } from '../../../lib/i18n/messages.ts'
import { useMessages } from '../../frame/use-messages.ts'
import { usePageContext } from '../../frame/use-page-context.tsx'
import { ExplainIntro } from '../explain-app/explain-intro.tsx'
import type { CheckProjectProps } from './project-check.ts'

/**
 * 'Check my project' on a learning project page. Without JavaScript it says
 * that running an app needs it and shows the requirements as a printable
 * checklist. With it, a button opens the checker (checker-panel.tsx), whose
 * code, test library and words (in the page's language) load only then.
 */
export function CheckProject(props: CheckProjectProps) {
  const headingId = useId()
  const t = useMessages(checkerMessages)
  const locale = usePageContext().locale ?? 'en'
  const [Panel, setPanel] = useState<ComponentType<CheckProjectProps & { explainIntro: ReactNode }>>()
  const [failed, setFailed] = useState(false)
  const open = () =>
    import('./checker-panel.tsx')
      // The panel's module defines its words' catalogue; they load before it renders.
      .then((module) => loadMessages(locale).then(() => module))
      .then(
        (module) => setPanel(() => module.CheckerPanel),
        () => setFailed(true),
      )
  return (
    // The id: the lesson's "Test it by hand" list links back here.
    <section className="check-project" aria-labelledby={headingId} id="check-my-project">
      <h2 id={headingId}>{t.heading}</h2>
      {Panel ? (
        <Panel {...props} explainIntro={<ExplainIntro />} />
      ) : (
        <>
          <div className="only-without-js">
            <p>{t.withoutScripting}</p>
            <ul className="check-list">
              {props.checks.map((check) => (
                <li key={check.text}>{check.text}</li>
              ))}
            </ul>
            <ExplainIntro needsJavaScript />
          </div>
          <div className="only-with-js">
            <p>{t.pasteFiles}</p>
            <button type="button" className="button button-primary" onClick={open}>
              {t.open}
            </button>
            {failed && <p role="alert">{t.couldNotLoad}</p>}
          </div>
        </>
      )}
    </section>
  )
}
