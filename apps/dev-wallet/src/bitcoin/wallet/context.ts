import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import { rememberedPermission } from '../../rememberedPermission.js'
import type { DevWalletPolicy, DevWalletRequest } from '../../types.js'
import { bitcoinDevPrivateKey, deriveKeys, fromHex } from '../keys.js'
import type { BitcoinDevWalletOptions, BitcoinMessageProtocol } from '../types.js'

export type Purpose = 'payment' | 'ordinals'
export type ChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void

export const hasDocument = () => typeof document !== 'undefined'

/** @internal What one Bitcoin dev wallet's steps share: its keys, accounts, consent policy, authorization. */
export type BitcoinWalletContext = {
  options: BitcoinDevWalletOptions
  keys: ReturnType<typeof deriveKeys>
  chains: IdentifierString[]
  protocols: readonly BitcoinMessageProtocol[]
  name: string
  symbol: string
  policy: DevWalletPolicy
  defaultPrompt: ((request: DevWalletRequest) => Promise<boolean>) | undefined
  listeners: Set<ChangeListener>
  walletAccounts: Record<Purpose, WalletAccount>
  /** The site's permission (the purposes it was given); it outlives the page when there is storage. */
  permission: ReturnType<typeof rememberedPermission>
  /** The accounts the site may use. */
  authorized: WalletAccount[]
}

function toWalletAccount(address: string, publicKey: string, chains: IdentifierString[]): WalletAccount {
  return Object.freeze({
    address,
    publicKey: fromHex(publicKey),
    chains,
    features: ['bitcoin:signPsbt', 'bitcoin:signTransaction', 'bitcoin:signMessage'] as IdentifierString[],
  })
}

export function createBitcoinWalletContext(options: BitcoinDevWalletOptions): BitcoinWalletContext {
  const keys = deriveKeys(
    options.network,
    options.privateKey ?? bitcoinDevPrivateKey,
    options.ordinalsPrivateKey,
  )
  const chains = [...options.chains] as IdentifierString[]
  const walletAccounts: Record<Purpose, WalletAccount> = {
    payment: toWalletAccount(keys.payment.address, keys.payment.publicKey, chains),
    ordinals: toWalletAccount(keys.ordinals.address, keys.ordinals.publicKey, chains),
  }
  // The site's permission (the purposes it was given) outlives the page when there is storage, so a reload
  // finds the same accounts without asking.
  const permission = rememberedPermission(
    options.permissionStorage,
    `portico-dev-wallet.bitcoin.permission.${keys.payment.address}`,
  )
  const context: BitcoinWalletContext = {
    options,
    keys,
    chains,
    protocols: options.messageProtocols ?? ['bip322-simple', 'legacy'],
    name: options.name ?? 'Portico Dev Wallet',
    symbol: options.symbol ?? 'BTC',
    policy: options.policy ?? (hasDocument() ? 'prompt' : 'approve'),
    defaultPrompt: undefined,
    listeners: new Set(),
    walletAccounts,
    permission,
    authorized: [],
  }
  context.authorized = accountsOf(context, permission.read() ?? [])
  return context
}

/** The accounts of the purposes named (unknown names skipped), in that order. */
export const accountsOf = (context: BitcoinWalletContext, purposes: readonly string[]) =>
  purposes
    .filter((purpose): purpose is Purpose => purpose === 'payment' || purpose === 'ordinals')
    .map((purpose) => context.walletAccounts[purpose])

/** Tells the `change` listeners the authorized accounts. */
export function emitChange(context: BitcoinWalletContext) {
  for (const listener of [...context.listeners]) listener({ accounts: context.authorized })
}
