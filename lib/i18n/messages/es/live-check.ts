import type { Translation } from '../../messages.ts'
import type { liveCheck as english } from '../en/live-check.ts'

export const liveCheck: Translation<typeof english> = {
  recordedNow: (passed: number, total: number, date: string) =>
    `Revisión de tu app del ${date}: pasaron ${passed} de ${total} requisitos. Ya está en tu progreso.`,
  recordedBefore: (passed: number, total: number, date: string) =>
    `Última revisión de tu app, del ${date}: pasaron ${passed} de ${total} requisitos.`,
  progressLabel: 'Revisiones de tu app en vivo',
  progressNone: 'Todavía no revisaste ninguna app.',
  progressEntry: (projectNumber: number, passed: number, total: number, date: string) =>
    `Proyecto destacado ${projectNumber}: ${passed} de ${total}, el ${date}`,
}
