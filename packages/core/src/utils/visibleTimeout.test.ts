import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { visibleTimeout } from './visibleTimeout.js'

class Page extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible'
  set(state: DocumentVisibilityState) {
    this.visibilityState = state
    this.dispatchEvent(new Event('visibilitychange'))
  }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const options = (page: Page) => ({ document: page as unknown as Document, now: () => Date.now() })

test('expires after the time with the page visible', () => {
  const page = new Page()
  const expired = vi.fn()
  visibleTimeout(30_000, expired, options(page))
  vi.advanceTimersByTime(29_999)
  expect(expired).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(expired).toHaveBeenCalledOnce()
})

test('pauses while the page is hidden and resumes where it stopped', () => {
  const page = new Page()
  const expired = vi.fn()
  visibleTimeout(30_000, expired, options(page))
  vi.advanceTimersByTime(20_000)
  page.set('hidden')
  vi.advanceTimersByTime(10 * 60_000)
  expect(expired).not.toHaveBeenCalled()
  page.set('visible')
  vi.advanceTimersByTime(9_999)
  expect(expired).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(expired).toHaveBeenCalledOnce()
})

test('does not count while it starts hidden; cancel stops it', () => {
  const page = new Page()
  page.visibilityState = 'hidden'
  const expired = vi.fn()
  const cancel = visibleTimeout(1_000, expired, options(page))
  vi.advanceTimersByTime(5_000)
  expect(expired).not.toHaveBeenCalled()
  cancel()
  page.set('visible')
  vi.advanceTimersByTime(5_000)
  expect(expired).not.toHaveBeenCalled()
})
