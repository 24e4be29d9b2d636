// Types of the module that course/vite-plugin.ts generates.
declare module 'virtual:content' {
  export const content: import('./load.ts').PageContent
}
