import { PAGES } from '../../lib/paths.ts'

export default PAGES.stuck
