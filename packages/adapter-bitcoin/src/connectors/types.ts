import type { Account } from '@portico/core'
import type { BitcoinChain } from '../chains.js'

/** How a message is signed: BIP-322 "simple" (a witness) or legacy ("Bitcoin Signed Message", ECDSA). */
export type MessageProtocol = 'bip322-simple' | 'legacy'

/** Which inputs of a PSBT each of the wallet's addresses signs. */
export type SignInputs = readonly { address: string; indexes: readonly number[] }[]

/**
 * One connected wallet, whichever way it was found (Wallet Standard or a sats-connect provider), in the
 * adapter's own terms. Accounts are core `Account`s of namespace `bip122`, type `payment` or `ordinal`.
 */
export type BitcoinWalletConnection = {
  /** Asks the wallet for its payment (and ordinals) accounts; may prompt. */
  connect(): Promise<Account[]>
  /** The accounts the wallet already shares with this app, without prompting; [] when none. */
  getAccounts(): Promise<Account[]>
  disconnect(): Promise<void>
  /** Signing protocols the wallet declares; `undefined` when it does not say (then BIP-322 is tried first). */
  messageProtocols(): readonly MessageProtocol[] | undefined
  /** Base64 signature. */
  signMessage(parameters: { address: string; message: string; protocol: MessageProtocol }): Promise<string>
  /** Signs the given inputs; returns the PSBT (finalized or not). */
  signPsbt(parameters: { psbt: Uint8Array; inputs: SignInputs; chain: BitcoinChain }): Promise<Uint8Array>
  /** Asks the wallet to move to `chain` where it can (sats-connect `wallet_changeNetwork`). */
  changeNetwork?(chain: BitcoinChain): Promise<void>
  /** Account changes the wallet reports; returns unsubscribe. */
  onAccountsChanged(listener: (accounts: Account[]) => void): () => void
}
