import { PAGES } from '../../lib/paths.ts'

export default PAGES.progress
