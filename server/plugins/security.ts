/**
 * Security headers on every response (helmet) and the rate limiter that
 * routes opt into with `config: { rateLimit }`.
 */
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

interface SecurityOptions {
  /** Vite's dev server injects inline scripts; the policy is only enforced on built pages. */
  dev: boolean
}

export default fp(
  async function security(app: FastifyInstance, { dev }: SecurityOptions) {
    await app.register(helmet, {
      // No inline scripts or style attributes anywhere: pages load their code
      // from /assets and Vike's hydration data is a JSON <script> (not run).
      contentSecurityPolicy: dev
        ? false
        : {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'"],
              styleSrc: ["'self'"],
              imgSrc: ["'self'", 'data:'],
              connectSrc: ["'self'"],
              // The offline-reading service worker, /sw.js.
              workerSrc: ["'self'"],
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
