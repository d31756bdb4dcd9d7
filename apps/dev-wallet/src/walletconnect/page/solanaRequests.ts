// Solana requests of a WalletConnect session, in the WalletConnect RPC reference's formats, served by the
// Solana dev wallet (its prompt, its keys, its sending):
//   solana_getAccounts / solana_requestAccounts  → [{ pubkey }]
//   solana_signMessage { message: base58, pubkey } → { signature: base58 }
//   solana_signTransaction { transaction: base64 } → { signature: base58, transaction: base64 (signed) }
//   solana_signAllTransactions { transactions: base64[] } → { transactions: base64[] }
//   solana_signAndSendTransaction { transaction: base64, sendOptions? } → { signature: base58 }
import { VersionedTransaction } from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'
import { invalidParams, ProviderRpcError, unsupportedMethod } from '../../errors.js'
import type { SolanaDevWallet } from '../../solana/createSolanaDevWallet.js'
import { fromBase64, toBase64 } from './encoding.js'

export const SOLANA_METHODS = [
  'solana_getAccounts',
  'solana_requestAccounts',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
]

type Features = {
  'standard:connect': { connect(): Promise<{ accounts: readonly WalletAccount[] }> }
  'solana:signMessage': {
    signMessage(i: { account: WalletAccount; message: Uint8Array }): Promise<{ signature: Uint8Array }[]>
  }
  'solana:signTransaction': {
    signTransaction(
      ...i: { account: WalletAccount; transaction: Uint8Array; chain: string }[]
    ): Promise<{ signedTransaction: Uint8Array }[]>
  }
  'solana:signAndSendTransaction': {
    signAndSendTransaction(i: {
      account: WalletAccount
      transaction: Uint8Array
      chain: string
      options?: object
    }): Promise<{ signature: Uint8Array }[]>
  }
}

const record = (params: unknown): Record<string, unknown> =>
  typeof params === 'object' && params !== null && !Array.isArray(params)
    ? (params as Record<string, unknown>)
    : {}

function decode(text: unknown, field: string, codec: 'base58' | 'base64'): Uint8Array {
  if (typeof text !== 'string' || text === '') throw invalidParams(`"${field}" must be a ${codec} string`)
  try {
    return codec === 'base58' ? bs58.decode(text) : fromBase64(text)
  } catch {
    throw invalidParams(`"${field}" must be a ${codec} string`)
  }
}

/** The signature a signed transaction carries for `address`. */
function signatureOf(signed: Uint8Array, address: string): string {
  const tx = VersionedTransaction.deserialize(signed)
  const index = tx.message.staticAccountKeys.findIndex((key) => key.toBase58() === address)
  const signature = tx.signatures[index]
  if (!signature) throw new ProviderRpcError(-32603, 'The signed transaction lacks the wallet signature.')
  return bs58.encode(signature)
}

/**
 * Answers one Solana request with `dev` (already authorized), whose account is `account`. A declined prompt
 * throws the dev wallet's 4001; the page turns it into WalletConnect's 5000.
 */
export async function solanaRequest(
  dev: SolanaDevWallet,
  account: WalletAccount,
  chain: string,
  method: string,
  params: unknown,
): Promise<unknown> {
  const features = dev.wallet.features as unknown as Features
  const p = record(params)
  switch (method) {
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return [{ pubkey: dev.address }]
    case 'solana_signMessage': {
      if (p.pubkey !== undefined && p.pubkey !== dev.address) {
        throw new ProviderRpcError(4100, `The account ${String(p.pubkey)} is not the one this wallet shares.`)
      }
      const message = decode(p.message, 'message', 'base58')
      const [signed] = await features['solana:signMessage'].signMessage({ account, message })
      return { signature: bs58.encode(signed!.signature) }
    }
    case 'solana_signTransaction': {
      const transaction = decode(p.transaction, 'transaction', 'base64')
      const [signed] = await features['solana:signTransaction'].signTransaction({
        account,
        transaction,
        chain,
      })
      const bytes = signed!.signedTransaction
      return { signature: signatureOf(bytes, dev.address), transaction: toBase64(bytes) }
    }
    case 'solana_signAllTransactions': {
      if (!Array.isArray(p.transactions) || p.transactions.length === 0) {
        throw invalidParams('"transactions" must be a non-empty array of base64 strings')
      }
      const inputs = p.transactions.map((text, i) => ({
        account,
        chain,
        transaction: decode(text, `transactions[${i}]`, 'base64'),
      }))
      const signed = await features['solana:signTransaction'].signTransaction(...inputs)
      return { transactions: signed.map((each) => toBase64(each.signedTransaction)) }
    }
    case 'solana_signAndSendTransaction': {
      const transaction = decode(p.transaction, 'transaction', 'base64')
      const options = record(p.sendOptions)
      const [sent] = await features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        transaction,
        chain,
        options,
      })
      return { signature: bs58.encode(sent!.signature) }
    }
    default:
      throw unsupportedMethod(method)
  }
}
