/**
 * Security headers on every response (helmet) and the rate limiter that
 * routes opt into with `config: { rateLimit }`.
 */

import { createHash } from 'node:crypto'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { themeScript } from '../../renderer/theme/themeScript.ts'

interface SecurityOptions {
  /** Vite's dev server injects inline scripts; the policy is only enforced on built pages. */
  dev: boolean
}

/** The one inline script pages carry (the stored theme, applied before first paint), allowed by its hash. */
const themeScriptSource = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`

export default fp(
  async function security(app: FastifyInstance, { dev }: SecurityOptions) {
    await app.register(helmet, {
      // No inline scripts or style attributes anywhere but the hashed theme
      // snippet: pages load their code from /assets and Vike's hydration data
      // is a JSON <script> (not run).
      contentSecurityPolicy: dev
        ? false
        : {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'", themeScriptSource],
              styleSrc: ["'self'"],
              imgSrc: ["'self'", 'data:'],
              connectSrc: ["'self'"],
              fontSrc: ["'self'"],
              objectSrc: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              frameAncestors: ["'none'"],
              upgradeInsecureRequests: null,
            },
          },
      // Links to Replit and docs open in new tabs with rel=noopener already.
      crossOriginEmbedderPolicy: false,
    })
    // Registered without a global limit: only routes that say so are limited.
    await app.register(rateLimit, { global: false })
  },
  { name: 'security' },
)
