/** What "Explain your app" does, in the words shown with JavaScript (above its button) and without it (in the checker's checklist). */
export function ExplainIntro({ needsJavaScript = false }: { needsJavaScript?: boolean }) {
  return (
    <p className="explain-intro">
      Once every requirement passes, <strong>Explain your app</strong> asks you about your own code: which line makes a requirement work.
      You tap a line, and we run your app without it to see what breaks.
      {needsJavaScript && ' It runs your app, so it needs JavaScript.'}
    </p>
  )
}
