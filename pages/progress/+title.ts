import { toolPagesMessages } from '../../lib/i18n/catalogues/tool-pages.ts'
import { textOf } from '../../renderer/frame/page-text.ts'

export default textOf(toolPagesMessages, 'progressTitle')
