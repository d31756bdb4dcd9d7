import type { ChainAdapter } from '@portico/core'
import type { ReactiveController, ReactiveControllerHost } from 'lit'

/** Re-renders its host when the selected adapter's wallets change (EIP-6963 announcements arrive late). */
export class ConnectorsController implements ReactiveController {
  private adapter: ChainAdapter | undefined
  private unsubscribe: (() => void) | undefined

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly select: () => ChainAdapter | undefined,
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
    this.unsubscribe?.()
    this.unsubscribe = undefined
    this.adapter = undefined
  }

  private sync(): void {
    const adapter = this.select()
    if (adapter === this.adapter) return
    this.unsubscribe?.()
    this.adapter = adapter
    this.unsubscribe = adapter?.subscribe((event) => {
      if (event.type === 'connectors') this.host.requestUpdate()
    })
  }
}
