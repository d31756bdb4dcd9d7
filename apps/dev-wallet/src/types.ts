import type { EIP1193Provider } from 'viem'

export type { EIP1193Provider }

/** EIP-6963 provider info. */
export type EIP6963ProviderInfo = {
  uuid: string
  name: string
  /** A data URI (RFC 2397) of the wallet icon. */
  icon: string
  /** Reverse-DNS identifier of the wallet. */
  rdns: string
}

export type DevWalletChain = {
  id: number
  name: string
  rpcUrl: string
  nativeCurrency?: { name: string; symbol: string; decimals: number } | undefined
}

/** 'approve' and 'reject' answer every consent automatically; 'prompt' asks. */
export type DevWalletPolicy = 'approve' | 'reject' | 'prompt'

/** A request that needs the user's consent; `summary` is human text of what is connected, signed or sent. */
export type DevWalletRequest = { method: string; params: unknown; summary: string }

/**
 * A smart account the wallet presents instead of the key's own address, as smart-account wallets do: the key is
 * the account's owner, whose signatures the contract accepts (ERC-1271).
 */
export type DevWalletSmartAccount = {
  /** The contract account's address: the one the wallet shares. */
  address: `0x${string}`
  /**
   * For an account that may not be deployed yet (counterfactual): the factory and the calldata that deploy it.
   * While the account has no code on the current chain, signatures are wrapped as ERC-6492 with this call, and
   * the first transaction deploys it.
   */
  factory?: `0x${string}` | undefined
  factoryData?: `0x${string}` | undefined
}

/**
 * An EOA that can become a smart account in place with EIP-7702, as wallets offer it: `implementation` is the
 * account code it would delegate to (the devnet's Simple7702Account). It reports EIP-5792 `atomic: ready`; its
 * first atomic batch asks the person to agree to the upgrade too, and carries the authorization with the calls.
 */
export type DevWalletEip7702 = { implementation: `0x${string}` }

export type DevWalletOptions = {
  /** Defaults to anvil account 0. */
  privateKey?: `0x${string}` | undefined
  /** The first chain is the initial one; the others can be switched to. */
  chains: DevWalletChain[]
  /** Defaults to 'prompt' where there is a document and 'approve' elsewhere. */
  policy?: DevWalletPolicy | undefined
  /** Asked when the policy is 'prompt'; defaults to the in-page prompt. */
  prompt?: ((request: DevWalletRequest) => Promise<boolean>) | undefined
  info?: Partial<EIP6963ProviderInfo> | undefined
  /**
   * Where the site's permission is remembered, as real wallets do, so a reload reconnects without asking
   * (e.g. `localStorage`). Default: memory only.
   */
  permissionStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined
  /** Act as this smart account (owned by `privateKey`) instead of the key's own address. Default: none. */
  smartAccount?: DevWalletSmartAccount | undefined
  /** Offer to upgrade the key's own account in place (EIP-7702) for atomic batches. Not with `smartAccount`. */
  eip7702?: DevWalletEip7702 | undefined
}

export type DevWallet = {
  provider: EIP1193Provider
  info: EIP6963ProviderInfo
  address: `0x${string}`
  setPolicy(policy: DevWalletPolicy): void
  /** EIP-6963: announces now and on every 'eip6963:requestProvider'; returns stop(). */
  announce(target?: EventTarget): () => void
  /** Forgets the connection and emits 'accountsChanged' [] and 'disconnect'. */
  disconnect(): void
}
