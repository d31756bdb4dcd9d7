import type { Network as BitcoinJsNetwork } from 'bitcoinjs-lib'
import type { PermissionStorage } from '../rememberedPermission.js'
import type { DevWalletPolicy, DevWalletRequest } from '../types.js'

export type { BitcoinJsNetwork }

/** How the wallet signs messages: BIP-322 simple, legacy ("… Signed Message", BIP-137 header), or both. */
export type BitcoinMessageProtocol = 'bip322-simple' | 'legacy'

export type BitcoinDevWalletOptions = {
  /** Hex, 32 bytes: the payment (p2wpkh) key. Default: a fixed test key (never use it with real coins). */
  privateKey?: string | undefined
  /** Hex, 32 bytes: the ordinals (p2tr) key. Default: derived from `privateKey`. */
  ordinalsPrivateKey?: string | undefined
  /** bitcoinjs-lib parameters of the chain (e.g. `litecoinRegtest` of @portico/devnet-bitcoin). */
  network: BitcoinJsNetwork
  /** Wallet Standard chain ids it serves, e.g. the CAIP-2 id `bip122:530827f3…` or `bitcoin:regtest`. */
  chains: readonly `${string}:${string}`[]
  /** Shown in the prompt; default 'Bitcoin Regtest'. */
  chainName?: string | undefined
  /** Default both, BIP-322 first. `['legacy']` makes a wallet that only signs the legacy way. */
  messageProtocols?: readonly BitcoinMessageProtocol[] | undefined
  /** Default 'prompt' where there is a document, 'approve' elsewhere. */
  policy?: DevWalletPolicy | undefined
  prompt?: ((request: DevWalletRequest) => Promise<boolean>) | undefined
  /** The coin's symbol in prompts; default 'BTC'. */
  symbol?: string | undefined
  /** Default 'Portico Dev Wallet'. */
  name?: string | undefined
  /**
   * Where the site's permission is remembered, as real wallets do, so that after a reload the wallet's
   * accounts (and a silent `standard:connect`) give the connected addresses back without asking (e.g.
   * `localStorage`). Default: memory only.
   */
  permissionStorage?: PermissionStorage | undefined
}

export type BitcoinDevWalletAccount = {
  address: string
  /** Hex: 33-byte compressed key (payment) or 32-byte x-only internal key (ordinals). */
  publicKey: string
  purpose: 'payment' | 'ordinals'
}
