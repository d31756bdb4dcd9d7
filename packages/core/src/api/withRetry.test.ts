import { describe, expect, it } from 'vitest'
import { RequestAbortedError } from '../errors/http.js'
import { parseRetryAfter, sleep, withRetry } from './withRetry.js'

describe('parseRetryAfter', () => {
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('1')).toBe(1000)
    expect(parseRetryAfter(' 0 ')).toBe(0)
  })

  it('reads an HTTP date relative to now, never negative', () => {
    const now = Date.parse('Wed, 21 Oct 2026 07:28:00 GMT')
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:28:03 GMT', now)).toBe(3000)
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:27:00 GMT', now)).toBe(0)
  })

  it('ignores absent or invalid values', () => {
    expect(parseRetryAfter(null)).toBeUndefined()
    expect(parseRetryAfter('')).toBeUndefined()
    expect(parseRetryAfter('soon')).toBeUndefined()
    expect(parseRetryAfter('-1')).toBeUndefined()
  })
})

describe('withRetry', () => {
  it('makes retryCount + 1 attempts at most', async () => {
    let attempts = 0
    const failing = () => {
      attempts++
      return Promise.reject(new Error('nope'))
    }
    await expect(withRetry(failing, { retryCount: 3, retryDelay: 1 })).rejects.toThrow('nope')
    expect(attempts).toBe(4)
  })

  it('stops at the first error shouldRetry rejects', async () => {
    let attempts = 0
    const failing = () => {
      attempts++
      return Promise.reject(new Error('fatal'))
    }
    await expect(withRetry(failing, { retryDelay: 1, shouldRetry: () => false })).rejects.toThrow('fatal')
    expect(attempts).toBe(1)
  })

  it('returns the first success', async () => {
    const result = await withRetry(
      async (attempt) => {
        if (attempt < 2) throw new Error('again')
        return attempt
      },
      { retryDelay: 1 },
    )
    expect(result).toBe(2)
  })

  it('does not start when the signal is already aborted', async () => {
    let attempts = 0
    const controller = new AbortController()
    controller.abort()
    const run = withRetry(async () => attempts++, { signal: controller.signal })
    await expect(run).rejects.toBeInstanceOf(RequestAbortedError)
    expect(attempts).toBe(0)
  })
})

describe('sleep', () => {
  it('rejects as soon as the signal aborts', async () => {
    const controller = new AbortController()
    const started = performance.now()
    const waiting = sleep(5_000, controller.signal)
    setTimeout(() => controller.abort(), 20)
    await expect(waiting).rejects.toThrow('Request was aborted')
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})
