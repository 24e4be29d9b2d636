/**
 * Security headers on every response (helmet) and the rate limiter that
 * routes opt into with `config: { rateLimit }`.
 */
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { connectRateLimitRedis, redisStoreWithFallback } from './rate-limit-store.ts'

interface SecurityOptions {
  /** Vite's dev server injects inline scripts; the policy is only enforced on built pages. */
  dev: boolean
  /** REDIS_URL: count rate limits in Redis, shared by every instance. */
  redisUrl?: string | undefined
}

export default fp(
  async function security(app: FastifyInstance, { dev, redisUrl }: SecurityOptions) {
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
    // With REDIS_URL, limits are counted in Redis and shared by every instance.
    const redis = redisUrl ? connectRateLimitRedis(redisUrl, app.log) : undefined
    if (redis) app.addHook('onClose', () => redis.disconnect())
    await app.register(rateLimit, { global: false, ...(redis && { store: redisStoreWithFallback(redis, app.log) }) })
  },
  { name: 'security' },
)
