// dom-accessibility-api 0.5 ships its types, but its package.json "exports" does not point at them, so
// TypeScript's bundler resolution cannot find them; this names the one function the harness uses.
declare module 'dom-accessibility-api' {
  /** The accessible name of an element, as the W3C accessible-name computation gives it. */
  export function computeAccessibleName(root: Element): string
}
