import type { ChainAdapter } from '@portico/core'
import type { ReactiveController, ReactiveControllerHost } from 'lit'

/**
 * Re-renders its host when the selected adapters' wallets change (EIP-6963 announcements arrive late).
 * `select` names one adapter, several (a list across namespaces), or none.
 */
export class ConnectorsController implements ReactiveController {
  private adapters: readonly ChainAdapter[] = []
  private unsubscribers: (() => void)[] = []

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly select: () => ChainAdapter | readonly ChainAdapter[] | undefined,
  ) {
    host.addController(this)
  }

  hostConnected(): void {
    this.sync()
  }

  hostUpdated(): void {
    this.sync()
  }

  hostDisconnected(): void {
    this.release()
    this.adapters = []
  }

  private release(): void {
    for (const unsubscribe of this.unsubscribers) unsubscribe()
    this.unsubscribers = []
  }

  private sync(): void {
    const selected = this.select()
    const adapters: readonly ChainAdapter[] =
      selected === undefined ? [] : isList(selected) ? selected : [selected]
    if (adapters.length === this.adapters.length && adapters.every((a, i) => a === this.adapters[i])) return
    this.release()
    this.adapters = adapters
    this.unsubscribers = adapters.map((adapter) =>
      adapter.subscribe((event) => {
        if (event.type === 'connectors') this.host.requestUpdate()
      }),
    )
  }
}

function isList(value: ChainAdapter | readonly ChainAdapter[]): value is readonly ChainAdapter[] {
  return Array.isArray(value)
}
