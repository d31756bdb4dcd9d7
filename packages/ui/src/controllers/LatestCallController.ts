import type { ReactiveController, ReactiveControllerHost } from 'lit'

/**
 * Latest call wins (lit's `Task` is the model): a view's asynchronous work — a connection attempt, a page of
 * the catalogue, a name check — whose answer counts only while no newer call has started and the view is
 * still on the page. `start()` begins a call and returns its `isLatest()`; `cancel()` makes every running
 * call stale; the host leaving the page cancels them too.
 *
 * @example
 * private readonly latest = new LatestCallController(this)
 * async load() {
 *   const isLatest = this.latest.start()
 *   const result = await fetchSomething()
 *   if (!isLatest()) return // a newer load started, or the view left
 *   this.result = result
 * }
 */
export class LatestCallController implements ReactiveController {
  private generation = 0

  constructor(host: ReactiveControllerHost) {
    host.addController(this)
  }

  /** Begins a call; the function returned answers whether it is still the latest one. */
  start(): () => boolean {
    const mine = ++this.generation
    return () => mine === this.generation
  }

  /** Makes every running call stale (their answers are ignored). */
  cancel(): void {
    this.generation++
  }

  hostDisconnected(): void {
    this.cancel()
  }
}
