import type { PageContextServer } from 'vike/types'
import type { Data } from './+data.ts'

export default ({ data }: PageContextServer<Data>) => `Featured Project ${data.projectNumber}: ${data.title}`
