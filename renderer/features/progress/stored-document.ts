/**
 * A reader of one localStorage key holding JSON, for useSyncExternalStore:
 * it returns the same object while the stored text is unchanged (as that
 * hook requires), and reads a missing, refused or hand-edited value as `{}`
 * parsed by `read`, so nothing stored can break a page.
 */
export function cachedStoredReader<Value>(key: string, read: (parsed: unknown) => Value): () => Value {
  let cachedRaw: string | null | undefined
  let cached: Value | undefined
  return () => {
    let raw: string | null = null
    try {
      raw = localStorage.getItem(key)
    } catch {
      // No storage (a locked-down browser): nothing kept.
    }
    if (cached !== undefined && raw === cachedRaw) return cached
    cachedRaw = raw
    let parsed: unknown
    try {
      parsed = JSON.parse(raw ?? '{}')
    } catch {
      // A hand-edited value: start again.
    }
    cached = read(parsed)
    return cached
  }
}
