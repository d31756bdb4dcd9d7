import { afterEach, describe, expect, it, vi } from 'vitest'
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
  afterEach(() => {
    vi.useRealTimers()
  })

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

  it('waits retryDelay · 2^n before retry n: 150, then 300, then 600 ms', async () => {
    vi.useFakeTimers()
    let attempts = 0
    const run = withRetry(async () => {
      attempts++
      throw new Error('again')
    }).catch((error: unknown) => error)
    // Each step stops 1 ms short of the wait, then crosses it: the attempt comes exactly at the wait's end.
    for (const [wait, before] of [
      [150, 1],
      [300, 2],
      [600, 3],
    ] as const) {
      await vi.advanceTimersByTimeAsync(wait - 1)
      expect(attempts).toBe(before)
      await vi.advanceTimersByTimeAsync(1)
      expect(attempts).toBe(before + 1)
    }
    expect(await run).toBeInstanceOf(Error)
  })

  it('a delayFor answer replaces the backoff for that error', async () => {
    vi.useFakeTimers()
    let attempts = 0
    const run = withRetry(
      async () => {
        attempts++
        if (attempts === 1) throw new Error('later')
        return attempts
      },
      { delayFor: () => 1_000 },
    )
    await vi.advanceTimersByTimeAsync(999)
    expect(attempts).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(await run).toBe(2)
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
