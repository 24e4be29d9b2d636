/**
 * The rate-limit stores. On one machine counts live in memory, timed by a
 * monotonic clock (monotonicLocalStore). For several app servers they live
 * in Redis, so one client's limit is shared by every instance behind the load
 * balancer.
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

/** Clients counted at once in memory, as @fastify/rate-limit's own store: the least recently seen go first. */
const LOCAL_CAPACITY = 5000

/**
 * In-memory counts whose windows are measured on a monotonic clock
 * (performance.now()), not the wall clock. @fastify/rate-limit's own
 * LocalStore uses Date.now(): a wall clock set back ten minutes (NTP after a
 * VM was paused) would keep a person locked out for eleven minutes and tell
 * them so in Retry-After. Here a window never lasts longer than itself.
 * `now` is for tests.
 */
export function monotonicLocalStore(now: () => number = () => performance.now()): FastifyRateLimitStoreCtor {
  class MonotonicLocalStore implements Store {
    readonly #windows = new Map<string, { current: number; startedAt: number }>()

    incr(key: string, callback: Callback, timeWindow: number) {
      const time = now()
      let window = this.#windows.get(key)
      if (!window || time - window.startedAt >= timeWindow) window = { current: 0, startedAt: time }
      window.current += 1
      // Re-inserted, so the Map's order is least recently seen first.
      this.#windows.delete(key)
      this.#windows.set(key, window)
      if (this.#windows.size > LOCAL_CAPACITY) this.#windows.delete(this.#windows.keys().next().value as string)
      callback(null, { current: window.current, ttl: timeWindow - (time - window.startedAt) })
    }

    read(key: string, callback: Callback, timeWindow: number) {
      const window = this.#windows.get(key)
      const elapsed = window === undefined ? timeWindow : now() - window.startedAt
      if (window === undefined || elapsed >= timeWindow) return callback(null, { current: 0, ttl: 0 })
      callback(null, { current: window.current, ttl: timeWindow - elapsed })
    }

    child(): Store {
      return new MonotonicLocalStore()
    }
  }
  return MonotonicLocalStore as unknown as FastifyRateLimitStoreCtor
}

const KEY_PREFIX = 'fztv-rate-limit:'

/** The `store` option of @fastify/rate-limit: Redis first, this instance's memory while Redis is away. */
export function redisStoreWithFallback(redis: Redis, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const LocalStore = monotonicLocalStore() as unknown as new () => Store
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
      this.#local = new LocalStore()
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
