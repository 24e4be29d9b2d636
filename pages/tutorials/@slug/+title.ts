import type { PageContextServer } from 'vike/types'
import type { Data } from './+data.ts'

export default ({ data }: PageContextServer<Data>) => `${data.title}: a Step-by-Step Tutorial`
