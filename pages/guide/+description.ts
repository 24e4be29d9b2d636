export { descriptionFromData as default } from '../../renderer/frame/description-from-data.ts'
