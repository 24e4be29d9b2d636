import { toolPagesMessages } from '../../lib/i18n/catalogues/tool-pages.ts'
import { projectPath } from '../../lib/paths.ts'
import { Hero } from '../../renderer/components/hero.tsx'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import PlaygroundRunner from './playground-runner.island.tsx'

/** /playground: paste any HTML, CSS and JavaScript and run it in the sandbox frame, with no checks. */
export default function Page() {
  const t = useMessages(toolPagesMessages)
  return (
    <>
      <Hero title={t.playgroundTitle} subtitle={t.playgroundSubtitle} />
      <div className="container playground">
        <p className="playground-intro">
          {t.playgroundFilesBefore}
          <code>index.html</code>
          {t.playgroundHtml}
          <code>style.css</code>
          {t.playgroundCss}
          <code>script.js</code>
          {t.playgroundJs}
          <a href={projectPath(3)}>{t.playgroundProject}</a>
          {t.playgroundAfter}
        </p>
        <p className="notice no-scripting-only">{t.playgroundNeedsScripting}</p>
        {/* Boxes to paste into and a file picker, with no Run button, would only mislead without JavaScript. */}
        <div className="scripting-only">
          <PlaygroundRunner />
        </div>
      </div>
    </>
  )
}
