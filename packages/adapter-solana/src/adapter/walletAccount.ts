import type { WalletAccount } from '@wallet-standard/base'
import { ConnectorNotConnectedError } from '../errors/connector.js'
import { walletChainOf } from '../utils/walletChain.js'
import { connected, type SolanaAdapterContext } from './context.js'

/** The connected account `address`, or the first one. */
export function walletAccount(context: SolanaAdapterContext, address?: string): WalletAccount {
  const { walletAccounts } = connected(context)
  const found = address ? walletAccounts.find((each) => each.address === address) : walletAccounts[0]
  if (!found) throw new ConnectorNotConnectedError({ details: `${address} is not a connected account` })
  return found
}

/** The chain id the wallet knows the active network by (its CAIP-2 id when it lists none). */
export function walletChain(context: SolanaAdapterContext): string {
  const { wallet, network } = connected(context)
  return walletChainOf(network, wallet.wallet.chains) ?? network.caipNetworkId
}
