import type { Connection, Keypair } from '@solana/web3.js'
import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import { rememberedPermission } from '../../rememberedPermission.js'
import type { DevWalletPolicy, DevWalletRequest } from '../../types.js'
import { toKeypair } from '../keys.js'
import type { SolanaDevWalletOptions } from '../types.js'

export type ChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void

export const SOLANA_FEATURES = [
  'solana:signAndSendTransaction',
  'solana:signTransaction',
  'solana:signMessage',
] as const

export const hasDocument = () => typeof document !== 'undefined'

/** @internal What one Solana dev wallet's steps share: its key, account, consent policy, authorization. */
export type SolanaWalletContext = {
  options: SolanaDevWalletOptions
  keypair: Keypair
  address: string
  chains: IdentifierString[]
  name: string
  policy: DevWalletPolicy
  defaultPrompt: ((request: DevWalletRequest) => Promise<boolean>) | undefined
  /** The RPC connection sends go through, made on the first send. */
  connection: Connection | undefined
  listeners: Set<ChangeListener>
  /** The wallet's one account. */
  account: WalletAccount
  /** The site's permission; it outlives the page when there is storage. */
  permission: ReturnType<typeof rememberedPermission>
  /** The accounts the site may use: the account once connected, else none. */
  authorized: WalletAccount[]
}

export function createSolanaWalletContext(options: SolanaDevWalletOptions): SolanaWalletContext {
  const keypair = toKeypair(options.secretKey)
  const address = keypair.publicKey.toBase58()
  const chains = [...options.chains] as IdentifierString[]
  const account: WalletAccount = Object.freeze({
    address,
    publicKey: keypair.publicKey.toBytes(),
    chains,
    features: [...SOLANA_FEATURES] as IdentifierString[],
  })
  // The site's permission outlives the page when there is storage: a reload's silent connect finds the account.
  const permission = rememberedPermission(
    options.permissionStorage,
    `portico-dev-wallet.solana.permission.${address}`,
  )
  return {
    options,
    keypair,
    address,
    chains,
    name: options.name ?? 'Portico Dev Wallet',
    policy: options.policy ?? (hasDocument() ? 'prompt' : 'approve'),
    defaultPrompt: undefined,
    connection: undefined,
    listeners: new Set(),
    account,
    permission,
    authorized: permission.read()?.includes(address) ? [account] : [],
  }
}

/** Tells the `change` listeners the authorized accounts. */
export function emitChange(context: SolanaWalletContext) {
  for (const listener of [...context.listeners]) listener({ accounts: context.authorized })
}
