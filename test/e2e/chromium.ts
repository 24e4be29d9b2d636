// How the browser tests launch Chromium: Debian's (/usr/bin/chromium, or
// CHROME_PATH), so nothing downloads a browser, with the switches below.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * Chromium 156 in headless mode builds the address bar's popup
 * (chrome://omnibox-popup.top-chrome/) as a web page, in a renderer process of
 * its own, for every new window, and Playwright opens a window for every test.
 * No test looks at it. Measured on this 2-core machine (the structure spec of then, 72
 * tests, one page each): 117 CPU-seconds with it, 66 without.
 */
const UNUSED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup']

/**
 * Playwright's own --disable-features list (features that make tests flaky or
 * reach the network), read from the installed playwright-core: Chromium keeps
 * only the last --disable-features switch it is given, so ours must repeat it.
 * Fails loudly if an upgrade moves it, rather than silently dropping it.
 */
function playwrightDisabledFeatures(): string[] {
  const bundle = join(dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')), 'lib', 'coreBundle.js')
  const list = /\bdisabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(readFileSync(bundle, 'utf8'))?.[1]
  const features = [...(list ?? '').matchAll(/^\s*"(\w+)"/gm)].map((match) => match[1] as string)
  if (features.length === 0) throw new Error(`Playwright's --disable-features list was not found in ${bundle}: update test/e2e/chromium.ts`)
  return features
}

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    // The machine's network is closed: Chromium's background services would only fail.
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--disable-features=${[...playwrightDisabledFeatures(), ...UNUSED_FEATURES].join(',')}`,
    // One renderer process where Chromium would start spares: each is a process start per test
    // (the structure spec of then, 72 tests: 66 CPU-seconds -> 60). Sites that must be isolated still get their own.
    '--renderer-process-limit=1',
  ],
}
