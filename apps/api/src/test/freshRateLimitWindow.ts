/**
 * The PostgreSQL rate limiter's windows are aligned to multiples of `windowMs` on this machine's clock, so
 * instances count into the same one. A test whose requests must all land in one window calls this first: it
 * returns at once when at least `needed` ms of the current window are left, else when the next one begins.
 */
export async function freshRateLimitWindow(windowMs: number, needed: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs)
  if (left < needed) await new Promise((resolve) => setTimeout(resolve, left + 100))
}
