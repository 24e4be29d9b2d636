// Starts the page's JavaScript once the page has been shown. Every page is
// whole and readable without JavaScript (the HTML carries its CSS), so on a
// slow phone the ~90 KB of scripts that make it interactive must not share the
// first round trips with the page, nor hold up its first paint. The server
// writes this tag in place of Vike's entry script, naming that entry
// (renderDocument in server/plugins/pages.ts).
//
// The signal is the browser's first-contentful-paint entry, reported once the
// frame is on screen (an animation frame callback runs before the paint, too
// early). Where paint timing is missing, and for a page that is never shown
// (a tab opened in the background), the scripts start a second after `load`.

{
  const entry = document.currentScript.dataset.entry
  let started = false
  const start = () => {
    if (started) return
    started = true
    import(entry)
  }
  if (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntries().some((paint) => paint.name === 'first-contentful-paint')) return
      observer.disconnect()
      start()
    }).observe({ type: 'paint', buffered: true })
  }
  addEventListener('load', () => setTimeout(start, 1000))
}
