// What search engines and feed readers see: every sitemap URL answers, the
// feed is well-formed XML with every article, newest first, /blog links it.
import { expect, test } from '@playwright/test'
import { contentRoot } from '../../course/content-root.ts'
import { readCourseFiles } from '../../course/load.ts'

test('every URL in sitemap.xml answers 200', async ({ page, request }) => {
  await page.goto('/')
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const paths = await page.evaluate((xml) => {
    const document = new DOMParser().parseFromString(xml, 'application/xml')
    if (document.querySelector('parsererror')) throw new Error('sitemap.xml is not well-formed XML')
    return [...document.getElementsByTagName('loc')].map((loc) => new URL(loc.textContent ?? '').pathname)
  }, sitemap)
  expect(paths.length).toBeGreaterThanOrEqual(37)
  for (const path of paths) expect((await request.get(path)).status(), path).toBe(200)
})

test('the blog feed parses as XML with every article, newest first, and is linked from /blog', async ({ page, request }) => {
  await page.goto('/blog')
  const href = await page.locator('head link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')
  expect(href).toBe('/blog/rss.xml')
  const feed = await (await request.get(href as string)).text()
  const items = await page.evaluate((xml) => {
    const document = new DOMParser().parseFromString(xml, 'application/xml')
    if (document.querySelector('parsererror')) throw new Error('the feed is not well-formed XML')
    return [...document.querySelectorAll('channel > item')].map((item) => ({
      title: item.querySelector('title')?.textContent,
      link: new URL(item.querySelector('link')?.textContent ?? '').pathname,
    }))
  }, feed)
  const posts = readCourseFiles('blog', contentRoot).map(({ meta }) => meta)
  expect(items).toHaveLength(posts.length)
  const newestFirst = [...posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
  expect(items.map((item) => item.title)).toEqual(newestFirst.map((post) => post.title))
  for (const { title, link } of items.slice(0, 3)) {
    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title as string)
  }
})
