/**
 * A rate-limit store for several app servers: counts live in Redis, so one
 * client's limit is shared by every instance behind the load balancer.
 *
 * If Redis goes away, the forms must neither fail nor go unlimited: each
 * instance falls back to counting in its own memory (a per-instance limit),
 * logs it once, and goes back to Redis as soon as it answers again.
 */

import { createRequire } from 'node:module'
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'

const require = createRequire(import.meta.url)

type Counted = { current: number; ttl: number }
type Callback = (error: Error | null, result: Counted | null) => void

interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void
  read?(key: string, callback: Callback, timeWindow: number, max: number): void
  child(params: StoreParams): Store
}

interface StoreParams {
  continueExceeding: boolean
  exponentialBackoff: boolean
  routeInfo?: { method?: string; url?: string }
}

// @fastify/rate-limit ships its two stores as CommonJS files without types.
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store

const KEY_PREFIX = 'fztv-rate-limit:'

/** The `store` option of @fastify/rate-limit: Redis first, this instance's memory while Redis is away. */
export function redisStoreWithFallback(redis: Redis, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  let usingFallback = false
  const noteFallback = (error: Error) => {
    if (!usingFallback) log.warn({ err: error.message }, 'rate-limit store: Redis unavailable, counting in this instance until it is back')
    usingFallback = true
  }
  const noteRecovered = () => {
    if (usingFallback) log.info('rate-limit store: Redis is back, limits are shared again')
    usingFallback = false
  }

  class FallbackStore implements Store {
    readonly #shared: Store
    readonly #local: Store
    readonly #params: StoreParams

    constructor(params: StoreParams, namespace = '') {
      this.#params = params
      this.#shared = new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, `${KEY_PREFIX}${namespace}`)
      this.#local = new LocalStore(params.continueExceeding, params.exponentialBackoff)
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      this.#count('incr', key, callback, timeWindow, max)
    }

    read(key: string, callback: Callback, timeWindow: number, max: number) {
      this.#count('read', key, callback, timeWindow, max)
    }

    #count(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) {
      const local = () => this.#local[method]?.(key, callback, timeWindow, max)
      // Without a connection ioredis would queue the command; answer from memory at once instead.
      if (redis.status !== 'ready') {
        noteFallback(new Error(`Redis connection is ${redis.status}`))
        return local()
      }
      this.#shared[method]?.(
        key,
        (error, result) => {
          if (error) {
            noteFallback(error)
            return local()
          }
          noteRecovered()
          callback(null, result)
        },
        timeWindow,
        max,
      )
    }

    child(params: StoreParams): Store {
      const merged = { ...this.#params, ...params }
      // Route limiters are kept apart by route; limiters made with createRateLimit
      // have no route, so their key generators must keep them apart.
      const namespace = `${params.routeInfo?.method ?? ''}${params.routeInfo?.url ?? ''}`
      return new FallbackStore(merged, namespace ? `${namespace}:` : '')
    }
  }
  // At run time the plugin hands a store its merged limiter parameters
  // (StoreParams above); its published types describe them as route options.
  return FallbackStore as unknown as FastifyRateLimitStoreCtor
}

/**
 * The Redis connection for rate limits. Commands fail at once while it is
 * down (no offline queue, no retries), so a request never waits for Redis; it
 * reconnects by itself in the background. ioredis is loaded only here, so a
 * site without REDIS_URL never loads it (a few MB of a 150 MB budget).
 */
export async function connectRateLimitRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2000),
  })
  // Without a listener, ioredis would print every failed reconnection; the store logs the outage once.
  redis.on('error', (error) => log.debug({ err: error.message }, 'rate-limit Redis connection error'))
  return redis
}
