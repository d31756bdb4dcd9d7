import { type CreateEvmAdapterParameters, createEvmAdapter, type EvmAdapter } from '@portico/adapter-evm'
import {
  type Config as WagmiConfig,
  type Connector as WagmiConnector,
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
  watchConnectors,
} from '@wagmi/core'
import type { EIP1193Provider } from 'viem'
import { markBusy } from './busy.js'
import { readWagmiConnection } from './wagmiConnection.js'

export type CreateWagmiAdapterParameters = Omit<CreateEvmAdapterParameters, 'target'> & {
  /** The app's wagmi config: its connectors are the wallets Portico's modal lists. */
  wagmiConfig: WagmiConfig
}

type Announcement = {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: EIP1193Provider
}

/**
 * The EVM adapter on a wagmi config. Every wagmi connector is a wallet of Portico's modal (its id is the
 * wallet's id); connecting through the modal connects wagmi first, then Portico on the same provider, so
 * wagmi's actions and hooks act on the wallet the modal connected. Network switches go through the wallet,
 * which wagmi follows by itself. Works with wagmi 2 and 3 (`@wagmi/core` 2.22+ or 3): it uses only the actions
 * and config state both majors have.
 */
export function createWagmiAdapter({ wagmiConfig, ...parameters }: CreateWagmiAdapterParameters): EvmAdapter {
  // wagmi's connectors announce themselves (EIP-6963) on a target of their own, not on the window.
  const target = new EventTarget()
  const announced = new Map<string, Announcement>()
  const announce = (detail: Announcement) =>
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  const onRequest = () => {
    for (const detail of announced.values()) announce(detail)
  }
  target.addEventListener('eip6963:requestProvider', onRequest)

  async function announceConnector(connector: WagmiConnector): Promise<void> {
    const provider = (await connector.getProvider().catch(() => undefined)) as EIP1193Provider | undefined
    if (!provider || typeof provider.request !== 'function') return
    const known = announced.get(connector.id)
    if (known?.provider === provider) return
    const detail: Announcement = {
      info: { uuid: connector.uid, name: connector.name, icon: connector.icon ?? '', rdns: connector.id },
      provider,
    }
    announced.set(connector.id, detail)
    announce(detail)
  }

  let pending = Promise.resolve()
  const announceAll = (connectors: readonly WagmiConnector[]) => {
    pending = Promise.all(connectors.map(announceConnector)).then(() => {})
    return pending
  }
  const stopConnectors = watchConnectors(wagmiConfig, {
    onChange: (connectors) => void announceAll(connectors),
  })
  void announceAll(wagmiConfig.connectors)

  const inner = createEvmAdapter({ ...parameters, target })

  const findWagmiConnector = (connectorId: string) =>
    wagmiConfig.connectors.find((connector) => connector.id === connectorId)

  return {
    ...inner,

    async connect(parameters) {
      const connector = findWagmiConnector(parameters.connectorId)
      if (!connector) return inner.connect(parameters)
      return markBusy(wagmiConfig, async () => {
        await announceConnector(connector)
        // One wallet prompt, wagmi's; the wallet then shares its accounts with Portico without asking again.
        if (readWagmiConnection(wagmiConfig).connector?.uid !== connector.uid)
          await wagmiConnect(wagmiConfig, { connector })
        return inner.connect(parameters)
      })
    },

    async reconnect(parameters) {
      await pending
      const connector = findWagmiConnector(parameters.connectorId)
      if (connector) await announceConnector(connector)
      return inner.reconnect(parameters)
    },

    async disconnect() {
      await markBusy(wagmiConfig, async () => {
        await inner.disconnect()
        if (readWagmiConnection(wagmiConfig).status !== 'disconnected') await wagmiDisconnect(wagmiConfig)
      })
    },

    destroy() {
      stopConnectors()
      target.removeEventListener('eip6963:requestProvider', onRequest)
      inner.destroy()
    },
  }
}
