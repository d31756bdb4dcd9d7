import type { Config } from '@portico/core'
import type { Config as WagmiConfig } from '@wagmi/core'
import { isBusy } from './busy.js'
import { watchWagmiConnection } from './wagmiConnection.js'

/**
 * Follows connections made with wagmi's own actions: when wagmi connects while Portico's EVM account is not
 * connected, Portico connects the same wallet (no prompt: the wallet already shares its accounts); when wagmi
 * disconnects, so does Portico. Connections made through Portico's modal reach wagmi through
 * `createWagmiAdapter`. Returns a function that stops following.
 */
export function syncWagmi(config: Config, wagmiConfig: WagmiConfig): () => void {
  return watchWagmiConnection(wagmiConfig, (connection, previous) => {
    if (isBusy(wagmiConfig)) return
    const status = config.account.get('eip155').status
    if (connection.status === 'connected' && connection.connector) {
      if (status !== 'disconnected') return
      config.connect({ namespace: 'eip155', connectorId: connection.connector.id }).catch(() => {
        // Portico reports the failure itself (its CONNECT_ERROR event); wagmi stays connected.
      })
    } else if (connection.status === 'disconnected' && previous.status !== 'disconnected') {
      if (status !== 'connected') return
      config.disconnect().catch(() => {
        // Portico reports the failure itself (its DISCONNECT_ERROR event).
      })
    }
  })
}
