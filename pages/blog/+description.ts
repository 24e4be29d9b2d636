import { pageText } from '../../renderer/frame/page-text.ts'

export default pageText('blogDescription')
