// Test helper: the solana share of a WalletConnect session whose wallet end is the real Solana dev wallet.
// Each session request (solana_signMessage, solana_signTransaction, solana_signAllTransactions,
// solana_signAndSendTransaction, in their wire shapes: base58 messages and signatures, base64 transactions)
// is answered by the dev wallet's Wallet Standard features, as a phone wallet answers it; the wallet-side
// actions (change account, change chain, delete) emit the session events a WalletConnect wallet sends.

import type { WalletConnectNamespaceSession, WalletConnectSessionEvent } from '@portico/core'
import type { SolanaDevWallet } from '@portico/dev-wallet/solana'
import { VersionedTransaction } from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'
import { Buffer } from 'buffer'

type Feature = (...inputs: unknown[]) => Promise<Record<string, Uint8Array>[]>

export type SolanaDevWalletSession = {
  session: WalletConnectNamespaceSession
  /** What reached the wallet: method, CAIP-2 chain and params of each request. */
  requests: { method: string; chainId: string; params: unknown }[]
  /** 'signature' (default): solana_signTransaction answers only the signature; 'transaction': the signed transaction too. */
  answerSignTransactionWith(kind: 'signature' | 'transaction'): void
  changeAccount(index: number): void
  changeChain(chainId: `solana:${string}`): void
  remove(): void
}

const fromBase64 = (text: string) => Uint8Array.from(Buffer.from(text, 'base64'))
const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

/** A session over `wallets` (the first one's account is shared) on `chains`, approving `methods`. */
export async function solanaDevWalletSession(
  wallets: readonly SolanaDevWallet[],
  chains: readonly `solana:${string}`[],
  { methods }: { methods: readonly string[] },
): Promise<SolanaDevWalletSession> {
  const accounts = new Map<SolanaDevWallet, WalletAccount>()
  for (const dev of wallets) {
    const connect = dev.wallet.features['standard:connect'] as {
      connect(): Promise<{ accounts: WalletAccount[] }>
    }
    accounts.set(dev, (await connect.connect()).accounts[0]!)
  }
  let active = wallets[0]!
  let deleted = false
  let signTransactionAnswer: 'signature' | 'transaction' = 'signature'
  const listeners = new Set<(event: WalletConnectSessionEvent) => void>()
  const emit = (event: WalletConnectSessionEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  const requests: SolanaDevWalletSession['requests'] = []
  const feature = (name: `${string}:${string}`, method: string) =>
    (active.wallet.features[name] as Record<string, Feature>)[method]!

  async function serve(method: string, chainId: string, params: Record<string, unknown>): Promise<unknown> {
    const account = accounts.get(active)!
    switch (method) {
      case 'solana_signMessage': {
        if (params.pubkey !== account.address) throw { code: 4100, message: 'Unknown account' }
        const [out] = await feature(
          'solana:signMessage',
          'signMessage',
        )({
          account,
          message: bs58.decode(params.message as string),
        })
        return { signature: bs58.encode(out!.signature!) }
      }
      case 'solana_signTransaction': {
        const [out] = await feature(
          'solana:signTransaction',
          'signTransaction',
        )({
          account,
          transaction: fromBase64(params.transaction as string),
          chain: chainId,
        })
        const signed = out!.signedTransaction!
        const tx = VersionedTransaction.deserialize(signed)
        const index = tx.message.staticAccountKeys.findIndex((key) => key.toBase58() === account.address)
        const signature = bs58.encode(tx.signatures[index]!)
        return signTransactionAnswer === 'signature'
          ? { signature }
          : { signature, transaction: toBase64(signed) }
      }
      case 'solana_signAllTransactions': {
        const outs = await feature(
          'solana:signTransaction',
          'signTransaction',
        )(
          ...(params.transactions as string[]).map((transaction) => ({
            account,
            transaction: fromBase64(transaction),
            chain: chainId,
          })),
        )
        return { transactions: outs.map((out) => toBase64(out.signedTransaction!)) }
      }
      case 'solana_signAndSendTransaction': {
        const [out] = await feature(
          'solana:signAndSendTransaction',
          'signAndSendTransaction',
        )({
          account,
          transaction: fromBase64(params.transaction as string),
          chain: chainId,
          ...(params.sendOptions !== undefined && { options: params.sendOptions }),
        })
        return { signature: bs58.encode(out!.signature!) }
      }
      default:
        throw { code: 5101, message: `Unsupported method ${method}` }
    }
  }

  const session: WalletConnectNamespaceSession = {
    namespace: 'solana',
    peer: { name: 'Dev wallet (WalletConnect)' },
    getAccounts: () => (deleted ? [] : chains.map((chain) => `${chain}:${accounts.get(active)!.address}`)),
    getChains: () => chains,
    getMethods: () => methods,
    async request<result>({
      chainId,
      method,
      params,
    }: {
      chainId: string
      method: string
      params?: unknown
    }) {
      if (deleted) throw { code: 6000, message: 'session deleted' }
      requests.push({ method, chainId, params })
      if (!methods.includes(method)) throw { code: 5101, message: `Unsupported method ${method}` }
      try {
        return (await serve(method, chainId, params as Record<string, unknown>)) as result
      } catch (error) {
        const { code, message } = error as { code: number; message: string }
        // As WalletConnect wallets do, a refusal is the session protocol's 5000 'user rejected'.
        throw code === 4001 ? { code: 5000, message: 'User rejected.' } : { code, message }
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }

  return {
    session,
    requests,
    answerSignTransactionWith(kind) {
      signTransactionAnswer = kind
    },
    changeAccount(index) {
      active = wallets[index]!
      emit({ type: 'accountsChanged', accounts: session.getAccounts() })
    },
    changeChain(chainId) {
      emit({ type: 'chainChanged', chainId })
    },
    remove() {
      deleted = true
      emit({ type: 'deleted' })
    },
  }
}
