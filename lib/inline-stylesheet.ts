/**
 * A stylesheet the page carries inline in a <style> element (its hash is in
 * the CSP): read from the build by the server (server/page-delivery/inline-styles.ts) and
 * written into the page by the renderer (+onRenderHtml.tsx).
 */
export interface InlineStylesheet {
  /** Where the build put the file, as Vike would link it: /assets/static/app.1a2b3c.css. */
  href: string
  /** The file's text, which the <style> element carries unchanged (its hash is in the CSP). */
  css: string
}
