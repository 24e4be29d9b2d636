import { explainIntroMessages } from '../../../lib/i18n/catalogues/lesson-pages.ts'
import { useMessages } from '../../frame/use-messages.ts'

/** What "Explain your app" does, in the words shown with JavaScript (above its button) and without it (in the checker's checklist). */
export function ExplainIntro({ needsJavaScript = false }: { needsJavaScript?: boolean }) {
  const t = useMessages(explainIntroMessages)
  return (
    <p className="explain-intro">
      {t.intro}
      {needsJavaScript && ` ${t.needsJavaScript}`}
    </p>
  )
}
