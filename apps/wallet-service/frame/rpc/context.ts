// What the RPC handlers need from the frame: the user's words, the app's networks, the approval view and the keys.
import type { EmbeddedStrings } from '@portico/i18n/embedded'
import type { ChainRef, Networks } from '../chains.js'
import type { WalletAddresses, WalletKeys } from '../keys.js'
import type { EvmAccount } from '../smartAccount.js'
import type { Description } from './description.js'

export type RpcContext = {
  strings: EmbeddedStrings
  networks: Networks
  /** The connected user's addresses. */
  addresses: WalletAddresses
  /** The account that answers on an eip155 chain: the EOA, or the smart account the user chose there. */
  evmAccount: (chain: Extract<ChainRef, { namespace: 'eip155' }>) => Promise<EvmAccount>
  /** Remembers the EOA upgraded in place (EIP-7702) as the user's account on the chain (they approved it). */
  chooseUpgradedEoa: (chain: Extract<ChainRef, { namespace: 'eip155' }>) => Promise<void>
  /** The app's origin (the frame answers only it): whose sessions a session list shows. */
  origin: string
  /** The app's name (its metadata), for a paymaster that names no sponsor. */
  appName: () => string | undefined
  /** Shows the approval view; resolves on Approve, rejects with `UserRejectedError` on Reject. */
  approve: (description: Description, request: { method: string; chain: ChainRef }) => Promise<void>
  /** Shows `description` for information (one Close button); resolves when the user closes it. */
  show: (description: Description, request: { method: string; chain: ChainRef }) => Promise<void>
  /** Runs `use` with the keys rebuilt for this request (wiped afterwards). */
  withKeys: <T>(use: (keys: WalletKeys) => Promise<T> | T) => Promise<T>
}
