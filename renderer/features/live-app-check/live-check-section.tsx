import CodeCopyButton from '../../components/code-copy-button.island.tsx'
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
  const link = `<a class="button" href="${snippet.bookmarklet.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}">Check my app: Featured Project ${snippet.projectNumber}</a>`
  return (
    <section className="prose live-check" aria-labelledby="check-my-live-app">
      <h2 id="check-my-live-app">Check my live app</h2>
      <p>
        The course can check this project's requirements inside your own running app, with its real server and database. The check runs in
        your browser, in your app's page: it sends nothing to this site or anywhere else.
      </p>
      <LiveCheckRecorded lesson={`featured-project${snippet.projectNumber}`} />
      <h3 id="check-add-the-line">1. Add one line while you test</h3>
      <p>Send this prompt to the Agent. It adds the check's line to your app's pages:</p>
      <CopyBlock text={snippet.prompt} />
      <p>Or add the line yourself, just before &lt;/body&gt; on each page:</p>
      <CopyBlock text={snippet.line} />
      <h3 id="check-run-it">2. Run the check</h3>
      <p>
        Open your app. A panel "Check my app: Featured Project {snippet.projectNumber}" appears in a corner. Type your host password if the
        panel asks for it, then select "Run the check". Each requirement gets Passed, Not yet or Not sure, with a prompt to fix each Not
        yet. When it finishes, "Record this result in your course progress" brings the score back to this page, in the link's # part, which
        your browser never sends to any server.
      </p>
      <p>{snippet.creates}</p>
      <p>
        <strong>Before you publish for real,</strong> ask the Agent: "Remove the From Zero to Vibe check line from my app."
      </p>
      <h3 id="check-bookmarklet">On a computer: no edit needed</h3>
      <p>
        Drag this link to your bookmarks bar. Then open your app, on its published address or in a tab of its own, and click the bookmark:
      </p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a bookmarklet is a javascript: link, which React refuses to render; the text is ours, escaped above */}
      <p dangerouslySetInnerHTML={{ __html: link }} />
    </section>
  )
}
