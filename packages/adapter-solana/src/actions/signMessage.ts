import type { WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'
import type { SolanaWalletConnection } from '../connectors/walletStandard.js'
import type { WalletErrorType } from '../errors/toWalletError.js'

export type SignMessageParameters = { account: WalletAccount; message: string | Uint8Array }

/** base58. */
export type SignMessageReturnType = { signature: string }

export type SignMessageErrorType = WalletErrorType

/**
 * `solana:signMessage`: the wallet's ed25519 signature of the UTF-8 message, base58.
 *
 * @example
 * const { signature } = await signMessage(wallet, { account, message: 'Sign in to Portico' })
 */
export async function signMessage(
  wallet: SolanaWalletConnection,
  { account, message }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
  return { signature: bs58.encode(await wallet.signMessage(account, bytes)) }
}
