import type { PageContextServer } from 'vike/types'
import { featuredProjectName } from '../../lib/project-names.ts'
import type { Data } from './+data.ts'

export default ({ data }: PageContextServer<Data>) => `${featuredProjectName(data.projectNumber)}: ${data.title}`
