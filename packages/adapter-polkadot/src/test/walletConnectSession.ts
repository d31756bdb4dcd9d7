// Test helper: the polkadot share of a WalletConnect session whose wallet end is the real Polkadot dev wallet.
// Each session request (polkadot_signMessage `{ address, data, type }`, polkadot_signTransaction
// `{ address, transactionPayload }`, both answering `{ signature }`) is served by the dev wallet's extension
// signer, as a phone wallet serves it; the wallet-side actions (change account, delete) emit the session
// events a WalletConnect wallet sends.

import type { WalletConnectNamespaceSession, WalletConnectSessionEvent } from '@portico/core'
import type { PolkadotDevWallet } from '@portico/dev-wallet'
import type { Injected } from '../connectors/types.js'

export type PolkadotDevWalletSession = {
  session: WalletConnectNamespaceSession
  /** What reached the wallet: method, CAIP-2 chain and params of each request. */
  requests: { method: string; chainId: string; params: unknown }[]
  /** The wallet shares its account `index` instead. */
  changeAccount(index: number): void
  remove(): void
}

/** A session over the dev wallet on `chainId`, sharing its first account and approving `methods`. */
export async function polkadotDevWalletSession(
  wallet: PolkadotDevWallet,
  chainId: `polkadot:${string}`,
  { methods }: { methods: readonly string[] },
): Promise<PolkadotDevWalletSession> {
  const injected = (await wallet.extension.enable?.('Portico tests (WalletConnect)')) as unknown as Injected
  let active = wallet.accounts[0]!.address
  let deleted = false
  const listeners = new Set<(event: WalletConnectSessionEvent) => void>()
  const emit = (event: WalletConnectSessionEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  const requests: PolkadotDevWalletSession['requests'] = []

  async function serve(
    method: string,
    params: { address: string; data?: string; type?: string; transactionPayload?: unknown },
  ) {
    if (params.address !== active) throw { code: 4100, message: 'Unknown account' }
    if (method === 'polkadot_signMessage') {
      const { signature } = await injected.signer.signRaw!({
        address: params.address,
        data: params.data!,
        type: params.type === 'payload' ? 'payload' : 'bytes',
      })
      return { signature }
    }
    if (method === 'polkadot_signTransaction') {
      const { signature } = await injected.signer.signPayload!(params.transactionPayload as never)
      return { signature }
    }
    throw { code: 5101, message: `Unsupported method ${method}` }
  }

  const session: WalletConnectNamespaceSession = {
    namespace: 'polkadot',
    peer: { name: 'Dev wallet (WalletConnect)' },
    getAccounts: () => (deleted ? [] : [`${chainId}:${active}`]),
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
        return (await serve(method, params as never)) as result
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
      active = wallet.accounts[index]!.address
      emit({ type: 'accountsChanged', accounts: session.getAccounts() })
    },
    remove() {
      deleted = true
      emit({ type: 'deleted' })
    },
  }
}
