import { toolPagesMessages } from '../../lib/i18n/catalogues/tool-pages.ts'
import { projectPath } from '../../lib/paths.ts'
import { Hero } from '../../renderer/components/hero.tsx'
import { useMessages } from '../../renderer/frame/use-messages.ts'
import { useData } from '../../renderer/frame/use-page-context.tsx'
import type { Data } from './+data.ts'
import PlaygroundRunner from './playground-runner.island.tsx'

/**
 * /playground: paste any HTML, CSS and JavaScript and run it in the sandbox
 * frame; or choose a learning project, check the app against its requirements
 * and, once they pass, answer Explain your app's questions about it.
 */
export default function Page() {
  const t = useMessages(toolPagesMessages)
  const { projects, checksVersion } = useData<Data>()
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
        <p className="notice no-scripting-only">
          {t.playgroundNeedsScripting} {t.playgroundProjectsNeedScripting}
        </p>
        {/* Boxes to paste into and a file picker, with no Run button, would only mislead without JavaScript. */}
        <div className="scripting-only">
          <PlaygroundRunner projects={projects} checksVersion={checksVersion} />
        </div>
      </div>
    </>
  )
}
