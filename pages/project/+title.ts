import type { PageContextServer } from 'vike/types'
import { learningProjectName } from '../../lib/project-names.ts'
import type { Data } from './+data.ts'

export default ({ data }: PageContextServer<Data>) => `${learningProjectName(data.id)}: ${data.title}`
