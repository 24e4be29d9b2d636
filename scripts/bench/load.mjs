// Throughput and latency of one URL under load (autocannon, loopback).
import autocannon from 'autocannon'

/** What a browser sends with a page request; both servers get exactly these headers. */
export const BROWSER_HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-US,en;q=0.9',
}

/** The p99 target is set at 32 concurrent connections. */
export const CONNECTIONS = 32

/**
 * Requests per second (mean), p99 latency in ms, and failures: answers
 * outside 2xx plus connection errors and timeouts (autocannon itself
 * reports success even when every answer is an error).
 */
export async function measureLoad(url, seconds) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: BROWSER_HEADERS })
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  }
}
