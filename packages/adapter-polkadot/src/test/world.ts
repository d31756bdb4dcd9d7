import type { Network, StorageBackend } from '@portico/core'
import { createPolkadotDevWallet, type PolkadotDevWallet } from '@portico/dev-wallet'
import { inject } from 'vitest'
import { createPolkadotAdapter, type PolkadotAdapter } from '../adapter.js'
import { definePolkadotNetwork } from '../chains.js'

export const devnet = () => inject('polkadotDevnet')

/** The local chain as a core network. */
export function devnetNetwork(): Network {
  const { genesisHash, wsUrl, decimals, symbol } = devnet()
  return definePolkadotNetwork({
    genesisHash,
    name: 'Kusama Local Testnet',
    wsUrl,
    symbol,
    decimals,
    testnet: true,
  })
}

/** Sets an account's free balance on the chain through chopsticks' `dev_setStorage` (its nonce kept). */
export async function setBalance(address: string, free: bigint): Promise<void> {
  // The whole AccountInfo is written: keep the nonce, or the account's next extrinsic would reuse one.
  const nonce = await rpc<number>('system_accountNextIndex', [address])
  const storage = {
    System: { Account: [[[address], { nonce, providers: 1, data: { free: free.toString() } }]] },
  }
  await rpc('dev_setStorage', [storage])
}

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(devnet().httpUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}

export type World = {
  adapter: PolkadotAdapter
  wallet: PolkadotDevWallet
  network: Network
  stop(): Promise<void>
}

/** The adapter, and the dev wallet injected into a `target` of the test's own (not a window). */
export async function createWorld(accounts?: string[], storage?: StorageBackend): Promise<World> {
  const target = {}
  const wallet = await createPolkadotDevWallet({ accounts, policy: 'approve' })
  wallet.inject(target)
  const network = devnetNetwork()
  const adapter = createPolkadotAdapter({ networks: [network], target, appName: 'Portico tests', storage })
  return { adapter, wallet, network, stop: () => adapter.destroy() }
}

/** 1 KSM in planck. */
export const KSM = 10n ** 12n
