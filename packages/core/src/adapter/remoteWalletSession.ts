import type { CaipNetworkId, ChainNamespace } from '../caip/types.js'

/**
 * One namespace's share of a wallet that lives outside the page and is reached through core: a WalletConnect
 * session (connector id `walletConnect`) or the embedded wallet's frame (connector id `ID_AUTH`). It holds the
 * accounts and chains of that namespace, passes requests to the wallet, and reports the wallet's own events.
 * Core builds it and hands it to the adapter's `connect`/`reconnect`; the adapters wrap it as they wrap any
 * wallet of theirs (an EIP-1193 provider, a Wallet Standard wallet).
 */
export type RemoteWalletSession = {
  readonly namespace: ChainNamespace
  /** The wallet on the other end: a WalletConnect wallet's metadata, or the embedded wallet ('Email'). */
  readonly peer: RemoteWalletPeer
  /** CAIP-10 accounts the wallet shares in this namespace now, e.g. `eip155:1:0xab…`. */
  getAccounts(): readonly string[]
  /** CAIP-2 chains of this namespace the wallet serves. */
  getChains(): readonly CaipNetworkId[]
  /** The methods the wallet serves in this namespace. */
  getMethods(): readonly string[]
  /** A JSON-RPC request to the wallet on `chainId`; rejects with the wallet's error (`code`, `message`). */
  request<result = unknown>(parameters: {
    chainId: CaipNetworkId
    method: string
    params?: unknown
  }): Promise<result>
  /** The wallet's events for this namespace. Returns an unsubscribe function. */
  subscribe(listener: (event: RemoteWalletSessionEvent) => void): () => void
  /**
   * What the wallet itself says `address` is, when it knows better than the chain: the embedded wallet's smart
   * account is one before it is deployed (no code yet), and it says whether it is. Undefined: read it on chain.
   */
  accountTypeOf?(address: string): RemoteAccountType | undefined
}

/**
 * A wallet's own word on one of its accounts: an EOA, or a smart account deployed or not yet; `mode` says how the
 * smart account is made (`counterfactual`: its own address; `eip7702`: the EOA upgraded in place, same address).
 */
export type RemoteAccountType =
  | { type: 'eoa' }
  | { type: 'smartAccount'; deployed: boolean; mode?: SmartAccountMode | undefined }

/** How a wallet's smart account is made: a separate counterfactual account, or its EOA upgraded in place (EIP-7702). */
export type SmartAccountMode = 'counterfactual' | 'eip7702'

export type RemoteWalletPeer = { name: string; icon?: string | undefined; url?: string | undefined }

export type RemoteWalletSessionEvent =
  /** The wallet shares other accounts (or the same ones under a changed login); CAIP-10. */
  | { type: 'accountsChanged'; accounts: readonly string[] }
  /** The wallet moved to another chain it serves. */
  | { type: 'chainChanged'; chainId: CaipNetworkId }
  /** The session ended: deleted by the wallet, expired, signed out, or removed by this app. */
  | { type: 'deleted' }
