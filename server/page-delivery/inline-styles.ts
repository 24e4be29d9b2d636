/**
 * The site-wide stylesheet goes inside every page's <head> as a <style>
 * element instead of a <link>. On a slow phone network a linked stylesheet
 * holds the first paint back by at least one more round trip (a new
 * connection, then the file), while the whole site's CSS is under 8 KB
 * compressed: sent with the HTML, the lesson paints as soon as the HTML
 * arrives. The Content-Security-Policy allows exactly this text by its hash
 * (security.ts), never 'unsafe-inline'.
 *
 * The text comes from the production build itself (Vite's manifest, read once
 * at start-up), so the page and the policy can never disagree. Stylesheets
 * that only code loaded on demand needs (the instant search results) stay
 * separate files, fetched when that code loads.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { InlineStylesheet } from '../../lib/inline-stylesheet.ts'
import { type BuildManifest, distDir } from './build-manifest.ts'

/** The stylesheets every page loads with it, from the production build's manifest. */
export function readInlineStylesheets(manifest: BuildManifest): InlineStylesheet[] {
  const files = new Set(
    Object.values(manifest)
      .filter((chunk) => !chunk.isDynamicEntry)
      .flatMap((chunk) => chunk.css ?? []),
  )
  return [...files].map((file) => ({ href: `/${file}`, css: readFileSync(join(distDir, 'client', file), 'utf8') }))
}

/** The CSP source that allows an inline element with exactly this text: 'sha256-...'. */
export function cspHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`
}
