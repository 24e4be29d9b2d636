import { liveCheckPageMessages } from '../../../lib/i18n/catalogues/live-check-page.ts'
import { liveCheckPanelMessages } from '../../../lib/i18n/catalogues/live-check-panel.ts'
import CodeCopyButton from '../../components/code-copy-button.island.tsx'
import { useMessages } from '../../frame/use-messages.ts'
import LiveCheckRecorded from './live-check-recorded.island.tsx'
import type { LiveCheckSnippet } from './live-check-snippet.ts'

/** A block of text with the lesson bodies' copy button (components/code-copy-button.tsx reads the <pre> beside it). */
function CopyBlock({ text }: { text: string }) {
  return (
    <div className="code-block">
      <div className="code-block-actions">
        <CodeCopyButton />
      </div>
      {/* Reachable by Tab, so a line wider than the screen can be scrolled with the keyboard (as course/markdown/rehype-code-blocks.ts does for the lessons' blocks). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus to be scrolled by keyboard (WCAG 2.1.1) */}
      <pre tabIndex={0}>
        <code>{text}</code>
      </pre>
    </div>
  )
}

/**
 * "Check my live app" on a featured project page: how to add the check to
 * the learner's own running app, and what it does there. Plain server-rendered
 * text; the copy buttons are the only script, so without JavaScript the line
 * and the prompt can still be selected and copied by hand.
 */
export function LiveCheckSection({ snippet }: { snippet: LiveCheckSnippet }) {
  const t = useMessages(liveCheckPageMessages)
  const panelName = useMessages(liveCheckPanelMessages).name(snippet.projectNumber)
  const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')
  const link = `<a class="button" href="${escapeHtml(snippet.bookmarklet)}">${escapeHtml(panelName)}</a>`
  return (
    <section className="prose live-check" aria-labelledby="check-my-live-app">
      <h2 id="check-my-live-app">{t.heading}</h2>
      <p>{t.intro}</p>
      <LiveCheckRecorded lesson={`featured-project${snippet.projectNumber}`} />
      <h3 id="check-add-the-line">{t.addHeading}</h3>
      <p>{t.sendPrompt}</p>
      <CopyBlock text={snippet.prompt} />
      <p>{t.addYourself}</p>
      <CopyBlock text={snippet.line} />
      <h3 id="check-run-it">{t.runHeading}</h3>
      <p>{t.runText(panelName)}</p>
      <p>{snippet.creates}</p>
      <p>
        <strong>{t.beforePublishing}</strong>
        {t.removeLine}
      </p>
      <h3 id="check-bookmarklet">{t.bookmarkletHeading}</h3>
      <p>{t.bookmarkletText}</p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a bookmarklet is a javascript: link, which React refuses to render; the text is ours, escaped above */}
      <p dangerouslySetInnerHTML={{ __html: link }} />
    </section>
  )
}
