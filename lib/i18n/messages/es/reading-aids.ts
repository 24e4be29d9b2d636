import type { Translation } from '../../messages.ts'
import type { readingAids as english } from '../en/reading-aids.ts'

export const readingAids: Translation<typeof english> = {
  onThisPage: 'En esta página',
  readingTime: (minutes: number) => `${minutes} min de lectura`,
  withSteps: (minutes: number) => `, unos ${minutes} min con los pasos`,
}
