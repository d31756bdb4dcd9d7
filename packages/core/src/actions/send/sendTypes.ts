import type { ChainAdapter } from '../../adapter/types.js'
import type { BlockchainApiClient } from '../../api/createBlockchainApiClient.js'
import type { TokenBalance } from '../../api/types.js'
import type { ChainNamespace } from '../../caip/types.js'
import type { AccountController } from '../../controllers/account.js'
import type { NetworkController } from '../../controllers/network.js'
import type { ToastController } from '../../controllers/toasts.js'
import type { EventBus } from '../../events/createEventBus.js'

/** The send form. */
export type SendState = {
  /** The token to send: one of `tokenBalances` (no `address` for the native token). */
  token: TokenBalance | undefined
  /** Amount in display units, as typed ('1.5'). */
  sendTokenAmount: string | undefined
  /** The resolved receiver address (typed, or resolved from a name). */
  receiverAddress: string | undefined
  /** The name the receiver was found by, when it was a name. */
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  /** Native base units per gas unit. */
  gasPrice: bigint | undefined
  /** Fee of this transfer in USD, when it could be estimated. */
  gasPriceInUSD: number | undefined
  /** USD value of the native balance (the gas budget). */
  networkBalanceInUSD: number | undefined
  /** True while a transfer waits for the wallet. */
  loading: boolean
  /** Balances the token picker offers (from the config's token-balance reader). */
  tokenBalances: TokenBalance[]
}

export function initialSendState(): SendState {
  return {
    token: undefined,
    sendTokenAmount: undefined,
    receiverAddress: undefined,
    receiverProfileName: undefined,
    receiverProfileImageUrl: undefined,
    gasPrice: undefined,
    gasPriceInUSD: undefined,
    networkBalanceInUSD: undefined,
    loading: false,
    tokenBalances: [],
  }
}

/** What the send flow needs from a config. A `Config` satisfies it as it is. */
export type SendDependencies = {
  getAdapter: (namespace: ChainNamespace) => ChainAdapter | undefined
  account: AccountController
  network: NetworkController
  toasts: ToastController
  events: EventBus
  api: BlockchainApiClient | undefined
  /** The config's token-balance reader. */
  fetchTokenBalances: (parameters?: { forceUpdate?: boolean | undefined }) => Promise<TokenBalance[]>
}

/** The active namespace, network and account address, when connected. */
export function activeSendContext({ account, network }: Pick<SendDependencies, 'account' | 'network'>) {
  const namespace = network.state.activeChain
  const caipNetwork = network.state.caipNetwork
  const current = namespace ? account.get(namespace) : undefined
  if (!namespace || !caipNetwork || current?.status !== 'connected' || !current.address) return undefined
  return { namespace, network: caipNetwork, address: current.address, account: current }
}

/** The bare contract address of a token balance ('eip155:1:0xabc' → '0xabc'); undefined for native. */
export function tokenContractAddress(token: TokenBalance): string | undefined {
  if (!token.address) return undefined
  return token.address.split(':').at(-1)
}
