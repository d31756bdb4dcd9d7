import type { CaipNetworkId, ChainNamespace } from '@portico/core'
import type { ProposalNamespace } from '../types.js'
import type { ConnectorContext } from './context.js'

/** The namespaces this app asks for: every adapter that supports WalletConnect, with its networks. */
export function proposal(context: ConnectorContext): Record<string, ProposalNamespace> {
  const { adapters, network } = context.plugin
  const namespaces: Record<string, ProposalNamespace> = {}
  for (const [namespace, adapter] of adapters) {
    const requirements = adapter.walletConnect
    const chains = network.networksOf(namespace).map((n) => n.caipNetworkId)
    if (!requirements || chains.length === 0) continue
    namespaces[namespace] = {
      chains,
      methods: [...requirements.methods],
      events: [...requirements.events],
    }
  }
  return namespaces
}

/** `namespace`'s chains of the config, the active network first. */
export function orderedChains(context: ConnectorContext, namespace: ChainNamespace): CaipNetworkId[] {
  const { network } = context.plugin
  const chains = network.networksOf(namespace).map((n) => n.caipNetworkId)
  const active = network.state.caipNetwork?.caipNetworkId
  return active && chains.includes(active) ? [active, ...chains.filter((chain) => chain !== active)] : chains
}
