/**
 * Compiles the check script (renderer/features/live-app-check/script/live-check.ts)
 * into one classic script with every featured project's live check baked in
 * (content/featured-projects/*.md, `liveCheck`), so the learner's app loads
 * one file and asks this site for nothing else. Node only, at build time
 * (vite-plugin.ts) and in development (the server makes it on the spot).
 */
import { join } from 'node:path'
import { type Locale, locales } from '../../lib/i18n/locale.ts'
import type { LiveCheckProject, LiveCheckWording } from '../checks/live-check-steps.ts'
import { readCourseFiles } from '../load.ts'
import { translationsOf } from '../translations.ts'

function liveCheckProjects(contentRoot: string): LiveCheckProject[] {
  return readCourseFiles('featured-projects', contentRoot).flatMap(({ meta }) =>
    meta.liveCheck ? [{ projectNumber: meta.projectNumber, title: meta.title, check: meta.liveCheck }] : [],
  )
}

/** Each project's words in `locale`, from its translation (the English where there is none yet, or it is stale). */
function liveCheckWording(contentRoot: string, locale: Locale): LiveCheckWording[] {
  return readCourseFiles('featured-projects', contentRoot, undefined, translationsOf(contentRoot, locale)).flatMap(({ meta }) =>
    meta.liveCheck
      ? [
          {
            projectNumber: meta.projectNumber,
            title: meta.title,
            creates: meta.liveCheck.creates,
            requirements: meta.liveCheck.requirements.map(({ text, byHand }) => (byHand ? { text, byHand } : { text })),
          },
        ]
      : [],
  )
}

export async function compileLiveCheck(contentRoot: string): Promise<string> {
  // Loaded only here: the production server reads the built script and never needs esbuild.
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [join(import.meta.dirname, '..', '..', 'renderer', 'features', 'live-app-check', 'script', 'live-check.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
    charset: 'utf8',
    legalComments: 'none',
    define: {
      __LIVE_CHECK_PROJECTS__: JSON.stringify(liveCheckProjects(contentRoot)),
      __LIVE_CHECK_WORDING__: JSON.stringify(
        Object.fromEntries(locales.filter((locale) => locale !== 'en').map((locale) => [locale, liveCheckWording(contentRoot, locale)])),
      ),
      'process.env.NODE_ENV': '"production"',
    },
    logLevel: 'warning',
    // axe-core's own minified build ("Everyone and safety" in the app's frame): about 5 KB gzip less than esbuild's minifying of its source.
    // user-event's stand-in for Testing Library's configuration, the one thing it reads of it (the module says why).
    alias: {
      'axe-core': 'axe-core/axe.min.js',
      '@testing-library/dom': join(
        import.meta.dirname,
        '..',
        '..',
        'renderer',
        'features',
        'project-checker',
        'harness',
        'user-event-config.ts',
      ),
    },
  })
  return result.outputFiles[0]?.text ?? ''
}
