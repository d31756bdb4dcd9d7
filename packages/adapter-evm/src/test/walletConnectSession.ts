// Test helper: the eip155 share of a WalletConnect session whose wallet end is the real dev wallet. Each
// request is answered by the dev wallet's EIP-1193 provider on the request's chain, as a phone wallet answers
// a session request; the wallet-side actions (change account, change chain, delete) emit the session events
// a WalletConnect wallet sends.

import type { WalletConnectNamespaceSession, WalletConnectSessionEvent } from '@portico/core'
import type { DevWallet } from '@portico/dev-wallet'
import type { DevnetChain } from '@portico/devnet'
import { numberToHex } from 'viem'

export type DevWalletSession = {
  session: WalletConnectNamespaceSession
  /** What reached the wallet: method and CAIP-2 chain of each request. */
  requests: { method: string; chainId: string }[]
  /** The wallet shares the account of `wallets[index]` instead. */
  changeAccount(index: number): void
  /** The wallet moves to another chain of the session. */
  changeChain(chainId: number): void
  /** The wallet deletes the session. */
  remove(): void
}

/**
 * A session over `wallets` (the accounts the phone holds; the first is shared) on `chains`, approving
 * `methods`. Every dev wallet must be able to reach every chain.
 */
export async function devWalletSession(
  wallets: readonly DevWallet[],
  chains: readonly DevnetChain[],
  { methods }: { methods: readonly string[] },
): Promise<DevWalletSession> {
  for (const wallet of wallets) await wallet.provider.request({ method: 'eth_requestAccounts' })
  let active = wallets[0]!
  let deleted = false
  const listeners = new Set<(event: WalletConnectSessionEvent) => void>()
  const emit = (event: WalletConnectSessionEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  const accountsOf = (wallet: DevWallet) => chains.map((chain) => `eip155:${chain.chainId}:${wallet.address}`)
  const requests: DevWalletSession['requests'] = []

  const session: WalletConnectNamespaceSession = {
    namespace: 'eip155',
    peer: { name: 'Dev wallet (WalletConnect)' },
    getAccounts: () => (deleted ? [] : accountsOf(active)),
    getChains: () => chains.map((chain) => `eip155:${chain.chainId}` as const),
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
      requests.push({ method, chainId })
      if (!methods.includes(method)) throw { code: 5101, message: `Unsupported method ${method}` }
      const id = Number(chainId.split(':')[1])
      // A WalletConnect wallet acts on the chain the request names.
      await active.provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: numberToHex(id) }],
      })
      try {
        return (await active.provider.request({ method, params } as never)) as result
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
    changeAccount(index) {
      active = wallets[index]!
      emit({ type: 'accountsChanged', accounts: accountsOf(active) })
    },
    changeChain(chainId) {
      emit({ type: 'chainChanged', chainId: `eip155:${chainId}` })
    },
    remove() {
      deleted = true
      emit({ type: 'deleted' })
    },
  }
}
