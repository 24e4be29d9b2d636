import { frameMessages } from '../../lib/i18n/catalogues/frame.ts'
import { PAGES } from '../../lib/paths.ts'
import { SiteSearchForm } from '../../renderer/components/site-search-form.tsx'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import { usePageContext } from '../../renderer/frame/use-page-context.tsx'

export default function Page() {
  const { is404, abortReason } = usePageContext()
  const t = useMessages(frameMessages)
  if (is404 && abortReason) {
    return (
      <div className="container not-found">
        <h1>{abortReason.title}</h1>
        {'message' in abortReason ? <p>{abortReason.message}</p> : null}
        <a className="button button-primary" href={abortReason.link.href}>
          {abortReason.link.label}
        </a>
      </div>
    )
  }
  if (is404) {
    // The spec's heading and sentence, then what a learner who followed a wrong or old link needs: a way to find it.
    return (
      <div className="container not-found">
        <h1>{t.notFoundTitle}</h1>
        <p>{t.notFoundRouter}</p>
        <p className="not-found-help">{t.notFoundHelp}</p>
        <SiteSearchForm id="not-found-search" label={t.notFoundSearch} />
        <ul className="button-row not-found-links">
          <li>
            <a className="button button-primary" href={PAGES.guide}>
              {t.goToGuide}
            </a>
          </li>
          <li>
            <a className="button button-secondary" href={PAGES.getHelp}>
              {t.getHelp}
            </a>
          </li>
          <li>
            <a className="button button-secondary" href="/">
              {t.goHome}
            </a>
          </li>
        </ul>
      </div>
    )
  }
  return (
    <div className="container not-found">
      <h1>{t.errorTitle}</h1>
      <p>{t.errorMessage}</p>
      <a className="button button-primary" href="/">
        {t.goHome}
      </a>
    </div>
  )
}
