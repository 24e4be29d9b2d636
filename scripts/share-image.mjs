#!/usr/bin/env node
// Makes public/og-image.jpg, the picture social sites show when a page is
// shared (og:image, twitter:image), from scripts/assets/og-image.svg.
// Social sites want PNG or JPEG, not SVG, so the SVG is drawn by Chromium
// (the one the browser tests use) at 1200x630 and saved as JPEG (a smooth
// gradient is about 60 KB as JPEG against 330 KB as PNG). Run it after
// changing the SVG and commit both files:
//   node scripts/share-image.mjs
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'

const root = fileURLToPath(new URL('..', import.meta.url))
const svg = readFileSync(`${root}scripts/assets/og-image.svg`, 'utf8')
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
  await page.setContent(`<!DOCTYPE html><html><body style="margin:0">${svg}</body></html>`)
  await page.locator('svg').screenshot({ path: `${root}public/og-image.jpg`, type: 'jpeg', quality: 85 })
} finally {
  await browser.close()
}
