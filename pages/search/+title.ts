import type { PageContextServer } from 'vike/types'
import type { Data } from './+data.ts'

export default ({ data }: PageContextServer<Data>) => (data.query ? `Search results for “${data.query}”` : 'Search the course')
