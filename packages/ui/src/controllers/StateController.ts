import type { ReactiveController, ReactiveControllerHost } from 'lit'
import { subscribe } from 'valtio/vanilla'

/**
 * Re-renders its host whenever one of the selected valtio proxies (core controller states) changes.
 * The selection is read again before each update, so a new config or context is followed.
 */
export class StateController implements ReactiveController {
  private targets: readonly object[] = []
  private unsubscribers: (() => void)[] = []

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly select: () => readonly (object | undefined)[],
  ) {
    host.addController(this)
  }

  hostConnected(): void {
    this.sync()
  }

  hostUpdate(): void {
    this.sync()
  }

  hostDisconnected(): void {
    this.clear()
  }

  private sync(): void {
    const next = this.select().filter((target): target is object => target !== undefined)
    if (next.length === this.targets.length && next.every((target, i) => target === this.targets[i])) return
    this.clear()
    this.targets = next
    this.unsubscribers = next.map((target) => subscribe(target, () => this.host.requestUpdate()))
  }

  private clear(): void {
    for (const unsubscribe of this.unsubscribers) unsubscribe()
    this.unsubscribers = []
    this.targets = []
  }
}
