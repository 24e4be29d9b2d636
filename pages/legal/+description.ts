export { descriptionFromData as default } from '../../renderer/descriptionFromData.ts'
