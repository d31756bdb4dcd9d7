import { createClient, custom, type EIP1193Provider, rpcSchema, type WalletRpcSchema } from 'viem'
import { getAccounts } from '../actions/getAccounts.js'
import type { WalletClient } from '../actions/types.js'
import { toCaipNetworkId } from '../utils/network.js'
import { toAccount } from '../utils/toAccount.js'
import { type EvmAdapterContext, end } from './context.js'
import { getPublicClient } from './publicClient.js'

/** A viem wallet client over a wallet's EIP-1193 provider. */
export function walletClientOf(provider: EIP1193Provider): {
  provider: EIP1193Provider
  client: WalletClient
} {
  // Wallet requests are never retried: a retry could prompt the user twice.
  const client = createClient({
    transport: custom(provider, { retryCount: 0 }),
    key: 'wallet',
    name: 'Wallet Client',
    type: 'walletClient',
    rpcSchema: rpcSchema<WalletRpcSchema>(),
  })
  return { provider, client }
}

/** Makes the wallet the connected one and follows its EIP-1193 events (accounts, chain, disconnect). */
export function attach(
  context: EvmAdapterContext,
  connectorId: string,
  provider: EIP1193Provider,
  client: WalletClient,
  onDetach?: () => void,
) {
  const { emitter, accountTypes } = context
  const { emit } = emitter
  end(context)
  let changes = 0
  const onAccounts = (accounts: readonly string[]) => {
    const change = ++changes
    if (accounts.length > 0) {
      const next = accountTypes.known(accounts.map(toAccount))
      emit({ type: 'accounts', accounts: next })
      // An account not typed before is announced again once its code is read, if it is a smart account.
      const network = context.accountsNetwork
      if (network && !accountTypes.allKnown(next)) {
        void accountTypes.read(getPublicClient(context, network), next).then((read) => {
          const current = change === changes && context.connection?.provider === provider
          if (current && read.some((account, index) => account.type !== next[index]?.type)) {
            emit({ type: 'accounts', accounts: read })
          }
        })
      }
      return
    }
    end(context)
    emitter.emitDisconnect()
  }
  const onChain = (chainId: string | number) => {
    emit({ type: 'network', caipNetworkId: toCaipNetworkId(chainId) })
  }
  const onDisconnect = async (error?: { code?: number }) => {
    // 1013: the wallet lost its RPC connection for a moment, not the dapp; it stays connected if accounts remain.
    if (error?.code === 1013 && (await getAccounts(client).catch(() => [])).length > 0) return
    if (context.connection?.provider !== provider) return
    end(context)
    emit({ type: 'disconnect' })
  }
  provider.on('accountsChanged', onAccounts)
  provider.on('chainChanged', onChain)
  provider.on('disconnect', onDisconnect)
  context.connection = {
    connectorId,
    provider,
    client,
    atomic: new Map(),
    detach() {
      provider.removeListener?.('accountsChanged', onAccounts)
      provider.removeListener?.('chainChanged', onChain)
      provider.removeListener?.('disconnect', onDisconnect)
      onDetach?.()
    },
  }
}
