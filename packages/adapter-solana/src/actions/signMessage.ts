import type { WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'
import type { SolanaWalletConnection } from '../connectors/walletStandard.js'

export type SignMessageReturnType = { signature: string }

/** `solana_signMessage`: the wallet's ed25519 signature of the UTF-8 message, base58. */
export async function signMessage(
  wallet: SolanaWalletConnection,
  { account, message }: { account: WalletAccount; message: string | Uint8Array },
): Promise<SignMessageReturnType> {
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
  return { signature: bs58.encode(await wallet.signMessage(account, bytes)) }
}
