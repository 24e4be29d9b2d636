import { contents } from 'virtual:content'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

export function data({ routeParams, locale }: PageContextServer) {
  const content = contents[locale]
  const page = content.legalPages.find((legal) => legal.slug === routeParams.slug)
  if (!page) throw render(404)
  const { html, ...meta } = page
  return { ...meta, prose: html }
}

export type Data = Awaited<ReturnType<typeof data>>
