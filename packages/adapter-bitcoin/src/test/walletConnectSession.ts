// Test helper: the bip122 share of a WalletConnect session whose wallet end is the real Bitcoin dev wallet.
// Each session request (getAccountAddresses, signMessage, signPsbt, in the shapes of the WalletConnect
// Bitcoin RPC reference: hex message signatures, base64 PSBTs, `signInputs` as `{ address, index }` entries)
// is served by the dev wallet's sats-connect provider, as a phone wallet serves it; the wallet-side actions
// (change account, delete) emit the session events a WalletConnect wallet sends.

import type { WalletConnectNamespaceSession, WalletConnectSessionEvent } from '@portico/core'
import { type BitcoinDevWallet, createSatsConnectProvider } from '@portico/dev-wallet/bitcoin'
import { fromBase64, toHex } from '../utils/bytes.js'

type Described = { address: string; publicKey: string; purpose: string }

export type BitcoinDevWalletSession = {
  session: WalletConnectNamespaceSession
  /** What reached the wallet: method, CAIP-2 chain and params of each request. */
  requests: { method: string; chainId: string; params: unknown }[]
  /** The wallet shares the account of `wallets[index]` instead. */
  changeAccount(index: number): void
  remove(): void
}

/** A session over `wallets` (the first one's payment address is shared) on `chainId`, approving `methods`. */
export async function bitcoinDevWalletSession(
  wallets: readonly BitcoinDevWallet[],
  chainId: `bip122:${string}`,
  { methods }: { methods: readonly string[] },
): Promise<BitcoinDevWalletSession> {
  const providers = new Map(wallets.map((wallet) => [wallet, createSatsConnectProvider(wallet)]))
  for (const provider of providers.values()) {
    await provider.request('getAccounts', { purposes: ['payment', 'ordinals'] })
  }
  let active = wallets[0]!
  let deleted = false
  const listeners = new Set<(event: WalletConnectSessionEvent) => void>()
  const emit = (event: WalletConnectSessionEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  const requests: BitcoinDevWalletSession['requests'] = []

  async function call<T>(method: string, params: unknown): Promise<T> {
    const answer = await providers.get(active)!.request(method, params)
    if ('error' in answer) throw answer.error
    return answer.result as T
  }

  async function serve(method: string, params: Record<string, unknown>): Promise<unknown> {
    if (params.account !== active.payment.address) throw { code: 4100, message: 'Unknown account' }
    switch (method) {
      case 'getAccountAddresses': {
        const { addresses } = await call<{ addresses: Described[] }>('wallet_getAccount', {})
        return addresses.map(({ address, publicKey, purpose }) => ({
          address,
          publicKey,
          intention: purpose === 'ordinals' ? 'ordinal' : 'payment',
        }))
      }
      case 'signMessage': {
        const { signature } = await call<{ signature: string }>('signMessage', {
          address: params.address ?? params.account,
          message: params.message,
          protocol: params.protocol === 'bip322' ? 'BIP322' : 'ECDSA',
        })
        return { address: params.address ?? params.account, signature: toHex(fromBase64(signature)!) }
      }
      case 'signPsbt': {
        const signInputs: Record<string, number[]> = {}
        for (const { address, index } of params.signInputs as { address: string; index: number }[]) {
          signInputs[address] = [...(signInputs[address] ?? []), index]
        }
        return call('signPsbt', { psbt: params.psbt, signInputs, broadcast: false })
      }
      default:
        throw { code: 5101, message: `Unsupported method ${method}` }
    }
  }

  const session: WalletConnectNamespaceSession = {
    namespace: 'bip122',
    peer: { name: 'Dev wallet (WalletConnect)' },
    getAccounts: () => (deleted ? [] : [`${chainId}:${active.payment.address}`]),
    getChains: () => [chainId],
    getMethods: () => methods,
    async request<result>({
      chainId: on,
      method,
      params,
    }: {
      chainId: string
      method: string
      params?: unknown
    }) {
      if (deleted) throw { code: 6000, message: 'session deleted' }
      requests.push({ method, chainId: on, params })
      if (!methods.includes(method)) throw { code: 5101, message: `Unsupported method ${method}` }
      try {
        return (await serve(method, params as Record<string, unknown>)) as result
      } catch (error) {
        const { code, message } = error as { code: number; message: string }
        // As WalletConnect wallets do, a refusal (sats-connect's -32000 here) is the session protocol's 5000.
        throw code === -32000 || code === 4001 ? { code: 5000, message: 'User rejected.' } : { code, message }
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
    changeAccount(index) {
      active = wallets[index]!
      emit({ type: 'accountsChanged', accounts: session.getAccounts() })
    },
    remove() {
      deleted = true
      emit({ type: 'deleted' })
    },
  }
}
