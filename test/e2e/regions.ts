// The page regions several specs look into, found by their accessible names as
// a screen-reader user finds them, written once.
import type { Page } from '@playwright/test'

/** The learner's progress panel (/guide, home, section 5). */
export const progressPanel = (page: Page) => page.getByRole('region', { name: 'Your progress' })

/** A learning project page's 'Check my project' panel, open or closed. */
export const checkerPanel = (page: Page) => page.getByRole('region', { name: 'Check my project' })
