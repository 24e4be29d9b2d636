// Throughput and latency of one URL under load (autocannon, loopback).
import autocannon from 'autocannon'

/** What a browser sends with a page request; both servers get exactly these headers. */
export const BROWSER_HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-US,en;q=0.9',
}

/** The p99 latency target (targets.mjs) is set at 32 concurrent connections. */
export const CONNECTIONS = 32

/**
 * One autocannon run of `seconds`: requests per second, p99 latency in ms,
 * and failures: answers outside 2xx, connection errors and timeouts
 * (autocannon reports success even when every answer is an error).
 */
export async function measureLoad(url, seconds) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: BROWSER_HEADERS })
  return {
    requests: result.requests.total,
    seconds: result.duration,
    requestsPerSecond: result.requests.total / result.duration,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  }
}

/**
 * The app against the baseline on one route: the baseline for half the time,
 * the app for the whole time, the baseline again for the other half. On a
 * machine shared with other work the load drifts; measuring the baseline on
 * both sides of the app averages the drift out of their ratio. `settle`, when
 * given, runs after the app's turn (until the app has finished the requests
 * still in flight), so the second baseline does not share the CPU with them.
 */
export async function compareLoad(baselineUrl, appUrl, seconds, settle) {
  const before = await measureLoad(baselineUrl, seconds / 2)
  const app = await measureLoad(appUrl, seconds)
  await settle?.()
  const after = await measureLoad(baselineUrl, seconds / 2)
  return {
    app,
    baseline: {
      requestsPerSecond: (before.requests + after.requests) / (before.seconds + after.seconds),
      failures: before.failures + after.failures,
    },
  }
}
