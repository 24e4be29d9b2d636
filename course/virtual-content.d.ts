// Types of the module that course/vite-plugin.ts generates.
declare module 'virtual:content' {
  /** The course in each language (a page reads its own: `contents[pageContext.locale]`). */
  export const contents: Record<import('../lib/i18n/locale.ts').Locale, import('./load.ts').PageContent>
  /** The English course. */
  export const content: import('./load.ts').PageContent
}
