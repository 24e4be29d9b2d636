// What a page asks for before it can paint on a slow phone: its CSS is one
// linked file (no <style>, nothing 'unsafe-inline'), no script is preloaded
// ahead of it, the lesson is sent once, every page is compressed, and
// its first frame waits for the top of the page whole.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import t from 'tap'
import { projectRoot } from '../../server/config.ts'
import { distDir, readBuildManifest } from '../../server/page-delivery/build-manifest.ts'
import { BROWSER_HEADERS, createTestApp } from '../helpers/app.ts'
import { find, findAll, hydrationDataOf } from '../helpers/html.ts'
import { renderedSite } from '../helpers/rendered-site.ts'

const clientAssets = join(import.meta.dirname, '..', '..', 'dist', 'client', 'assets')
const siteMap: { paths: string[] } = JSON.parse(readFileSync(join(projectRoot, 'dist', 'server', 'site-map.json'), 'utf8'))

/** The value of one CSP directive, e.g. style-src. */
function directive(csp: string, name: string): string | undefined {
  return new RegExp(`(?:^|;)${name} ([^;]*)`).exec(csp)?.[1]
}

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else yield path
  }
}

/** The site's stylesheets as the build made them: the CSS the pages' own code imports (not a chunk loaded on demand). */
function siteStylesheets(): string[] {
  const files = Object.values(readBuildManifest())
    .filter((chunk) => !chunk.isDynamicEntry)
    .flatMap((chunk) => chunk.css ?? [])
  return [...new Set(files)].map((file) => `/${file}`)
}

t.test('every page links the site stylesheet in its head, and the CSP allows styles from the site alone', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const sheets = siteStylesheets()
  t.equal(sheets.length, 1, 'the build has one site stylesheet')
  const [sheet] = sheets
  const file = await app.inject({ method: 'GET', url: sheet ?? '', headers: BROWSER_HEADERS })
  t.equal(file.statusCode, 200, `${sheet} is served`)
  t.match(String(file.headers['content-type']), /^text\/css/)
  t.match(String(file.headers['cache-control']), /immutable/, 'kept by the browser for every later page')
  t.ok(file.body.length > 1000, 'the whole site CSS')
  for (const url of ['/', '/section1', '/es/section1', '/tutorials?q=deploy', '/no-such-page']) {
    // Kept and rendered pages alike (a query string skips the page cache; a 404 is the kept not-found page).
    const response = await app.inject({ method: 'GET', url, headers: BROWSER_HEADERS })
    t.same(findAll(response.body, 'style'), [], `${url}: no <style> element`)
    t.same(
      findAll(response.body, 'head link[rel="stylesheet"]').map((link) => link.getAttribute('href')),
      [sheet],
      `${url}: the site stylesheet, linked once, in the head`,
    )
    const csp = response.headers['content-security-policy'] as string
    t.equal(directive(csp, 'style-src'), "'self'", `${url}: style-src allows the site's own files, nothing inline`)
    t.equal(directive(csp, 'style-src-attr'), "'none'", `${url}: and no style="" attribute`)
    t.notMatch(csp, 'unsafe-inline')
  }
})

t.test('no script file; one start script after the content; script-src: each inline script by its hash, nothing else', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  let startScript: string | undefined
  for (const url of ['/', '/section1', '/get-help', '/tutorials?q=deploy', '/no-such-page']) {
    const response = await app.inject({ method: 'GET', url, headers: BROWSER_HEADERS })
    const html = response.body
    t.same(findAll(html, 'link[rel="modulepreload"], link[rel="preload"]'), [], `${url}: no preload links`)
    t.same(findAll(html, 'script[type="module"]'), [], `${url}: no module script for the preload scanner to fetch early`)
    t.same(findAll(html, 'script[src]'), [], `${url}: no script file to fetch before the page paints`)
    const starters = findAll(html, 'script[data-entry]')
    t.equal(starters.length, 1, `${url}: one start script`)
    const [starter] = starters
    t.match(
      starter?.getAttribute('data-entry') ?? '',
      /^\/assets\/entries\/renderer_client\.[\w-]+\.js$/,
      `${url}: naming the site's one entry (renderer/+client.ts; no Vike client runtime)`,
    )
    t.ok(html.lastIndexOf('<script') > html.indexOf('</main>'), `${url}: after the page's content`)
    // Every page has islands (the header at least): their modules are named, for the entry to fetch once the page has loaded.
    const modules = starter?.getAttribute('data-modules')?.split(' ') ?? []
    t.ok(modules.length > 1, `${url}: names the modules its islands need`)
    t.same(
      modules.filter((file) => !existsSync(join(distDir, 'client', file)) || file === starter?.getAttribute('data-entry')),
      [],
      `${url}: built files, and not the entry`,
    )
    const text = starter?.textContent ?? ''
    // That it starts the entry is what every hydration test in the browser relies on (test/e2e/islands.spec.ts).
    t.match(text, /first-contentful-paint/, `${url}: once the first frame is shown`)
    t.notMatch(
      text,
      /requestAnimationFrame|setTimeout\(start, 0\)/,
      `${url}: on no frame callback or timer, which a paused test clock would stop`,
    )
    // The one test of the script policy: our own files, and each inline script in the page (the theme snippet and this start script) by its hash, nothing else.
    const inlineScripts = findAll(html, 'script:not([src]):not([type])').map((script) => script.textContent ?? '')
    t.ok(inlineScripts.includes(text), `${url}: the start script is among the inline scripts`)
    const hashSource = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`
    t.equal(
      directive(String(response.headers['content-security-policy']), 'script-src'),
      ["'self'", ...inlineScripts.map(hashSource)].join(' '),
      `${url}: script-src allows our own files and each inline script by its hash, no 'unsafe-inline'`,
    )
    t.ok(startScript === undefined || startScript === text, `${url}: the same text on every page`)
    startScript = text
  }
})

t.test('the site icon comes inside the page, so it is no request before the first paint', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const response = await app.inject({ method: 'GET', url: '/', headers: BROWSER_HEADERS })
  const icon = find(response.body, 'link[rel="icon"]')?.getAttribute('href') ?? ''
  t.match(icon, /^data:image\/svg\+xml,/)
  t.match(decodeURIComponent(icon), /^data:image\/svg\+xml,<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg".*<\/svg>$/)
  t.match(directive(String(response.headers['content-security-policy']), 'img-src') ?? '', /data:/, 'the CSP allows data: images')
})

t.test('no client script fetches the stylesheet the pages already link', async (t) => {
  const linked = siteStylesheets().map((href) => href.split('/').pop() ?? '')
  t.ok(linked.length > 0)
  const scripts = [...files(clientAssets)].filter((file) => file.endsWith('.js'))
  t.ok(scripts.length > 10, 'the built client scripts')
  for (const file of scripts) {
    const source = readFileSync(file, 'utf8')
    for (const name of linked) t.notOk(source.includes(name), `${file.slice(clientAssets.length)} does not load ${name}`)
  }
})

t.test('a lesson is in its page once: the hydration data does not repeat it', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  const html = (await app.inject({ method: 'GET', url: '/section1', headers: BROWSER_HEADERS })).body
  // A sentence from content/sections/01-demystifying-vibe-coding.md.
  t.equal(html.split('Vibe coding flips this around.').length - 1, 1)
  const hydrationData = hydrationDataOf(html)
  t.ok(hydrationData.length > 0, "the page has hydration data (its islands' props)")
  // The lesson body is never in it: the body is not an island. The knowledge check is
  // (about 2,000 characters for section 1's four questions), as the browser grades answers.
  t.notMatch(hydrationData, 'Vibe coding flips this around.', 'the body is not in the hydration data')
  t.ok(hydrationData.length < 8000, `the hydration data stays small (${hydrationData.length} characters)`)
})

/** A complete document that links its CSS (a form's page differs between renders by its form token). */
const wholePage = /^<!DOCTYPE html>[\s\S]*<link rel="stylesheet"[\s\S]*<\/html>$/

// Pages with a form token (/get-help, /blog) get the current token written in as they are sent: query-pages.test.ts.
t.test('query pages and pages rendered for each request are sent compressed, whole', async (t) => {
  const { app, close } = await createTestApp()
  t.teardown(close)
  for (const url of ['/tutorials?q=deploy', '/search?q=prompt', '/no-such-page']) {
    const gzip = await app.inject({ method: 'GET', url, headers: { ...BROWSER_HEADERS, 'accept-encoding': 'gzip, deflate' } })
    t.equal(gzip.headers['content-encoding'], 'gzip', `${url}: gzip when that is what the browser takes (plain HTTP)`)
    const html = gunzipSync(gzip.rawPayload).toString()
    t.match(html, wholePage, `${url}: the whole page`)
    t.ok(gzip.rawPayload.length < html.length / 3, `${url}: ${gzip.rawPayload.length} bytes for ${html.length}`)
    const brotli = await app.inject({ method: 'GET', url, headers: { ...BROWSER_HEADERS, 'accept-encoding': 'gzip, deflate, br' } })
    t.equal(brotli.headers['content-encoding'], 'br', `${url}: brotli when the browser takes it`)
    t.match(brotliDecompressSync(brotli.rawPayload).toString(), wholePage)
  }
})

// renderer/frame/first-paint-mark.tsx; the browser's side is test/e2e/first-paint.spec.ts. A page without
// the mark it names would show nothing until it was parsed to the end.
t.test('every page of the site map answers 200, names a mark after its top, and has it, empty and hidden', async (t) => {
  const page = renderedSite(t)
  t.ok(siteMap.paths.length > 30, 'the site map lists the site’s pages')
  for (const url of [...siteMap.paths, '/no-such-page']) {
    const { statusCode, body } = await page(url)
    t.equal(statusCode, url === '/no-such-page' ? 404 : 200, `${url}: status`)
    const expected = findAll(body, 'head link[rel="expect"]')
    t.equal(expected.length, 1, `${url}: one expected element`)
    t.equal(expected[0]?.getAttribute('blocking'), 'render', `${url}: the first frame waits for it`)
    const id = expected[0]?.getAttribute('href')?.replace(/^#/, '') ?? ''
    const mark = find(body, `[id="${id}"]`)
    t.ok(mark, `${url}: #${id} is on the page`)
    t.equal(mark?.childNodes.length, 0, `${url}: the mark is empty`)
    t.ok(mark?.hasAttribute('hidden'), `${url}: the mark is hidden`)
    const before = mark?.previousElementSibling
    const top = before?.querySelector(':scope > header.site-header')
      ? 'header'
      : before?.classList.contains('landing-hero')
        ? 'hero'
        : 'none'
    t.equal(top, url === '/landing' ? 'hero' : 'header', `${url}: the mark follows the top of the page`)
  }
})
