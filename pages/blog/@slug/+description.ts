import type { PageContextServer } from 'vike/types'
import type { Data } from './+data.ts'

export default (pageContext: PageContextServer<Data>) => pageContext.data.excerpt
