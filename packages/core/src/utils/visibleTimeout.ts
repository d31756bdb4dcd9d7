/** The part of `Document` a visible timeout watches. */
export type VisibilitySource = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>

export type VisibleTimeoutOptions = {
  /** The page whose visibility counts (default `globalThis.document`; none: the time always counts). */
  document?: VisibilitySource | undefined
  /** The clock (default `Date.now`). */
  now?: (() => number) | undefined
}

/**
 * Calls `onExpire` once `ms` of time has passed with the page visible. While the page is hidden
 * (`document.visibilityState === 'hidden'`, e.g. the user is in the wallet app on a phone) the count pauses, and
 * it resumes where it stopped when the page is visible again. Returns a function that cancels it.
 *
 * @example
 * const cancel = visibleTimeout(30_000, () => fail(new TimeoutError()))
 */
export function visibleTimeout(
  ms: number,
  onExpire: () => void,
  { document = globalThis.document, now = Date.now }: VisibleTimeoutOptions = {},
): () => void {
  let remaining = ms
  let startedAt = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const start = () => {
    startedAt = now()
    timer = setTimeout(() => {
      stop()
      onExpire()
    }, remaining)
  }
  const pause = () => {
    if (timer === undefined) return
    clearTimeout(timer)
    timer = undefined
    remaining = Math.max(0, remaining - (now() - startedAt))
  }
  const onChange = () => {
    if (document?.visibilityState === 'hidden') pause()
    else if (timer === undefined) start()
  }
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    document?.removeEventListener('visibilitychange', onChange)
  }
  document?.addEventListener('visibilitychange', onChange)
  if (document?.visibilityState !== 'hidden') start()
  return stop
}
