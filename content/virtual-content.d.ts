// Types of the module that content/vite-plugin.ts generates.
declare module 'virtual:content' {
  export const content: import('./load.ts').PageContent
}
