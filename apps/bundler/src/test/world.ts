import { type Devnet, startDevnet } from '@portico/devnet'
import { type DevnetChain, devnetAccount, devnetChain, devnetPrivateKey } from '@portico/devnet/contracts'
import {
  type Chain,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  type Transport,
} from 'viem'
import { type BundlerClient, createBundlerClient } from 'viem/account-abstraction'
import { type Bundler, startBundler } from '../startBundler.js'

/** A devnet chain and a bundler over it, with clients; `stop()` closes the bundler and stops anvil. */
export type BundlerWorld = {
  chain: DevnetChain
  bundler: Bundler
  client: PublicClient<Transport, Chain>
  bundlerClient: BundlerClient
  /** A wallet of a funded devnet test account (index 0). */
  funder: ReturnType<typeof fundingWallet>
  /** One JSON-RPC request to the bundler: the status and the parsed body. */
  rpc(method: string, params: unknown[]): Promise<{ status: number; body: RpcAnswer }>
  stop(): Promise<void>
}

export type RpcAnswer = {
  id: unknown
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

/** The bundler's key: devnet account 8, funded by anvil and used by nothing else. */
export const bundlerKey = (): Hex => devnetPrivateKey(8)

const fundingWallet = (chain: DevnetChain) =>
  createWalletClient({ account: devnetAccount(0), chain: devnetChain(chain), transport: http(chain.rpcUrl) })

export async function startBundlerWorld(): Promise<BundlerWorld> {
  const devnet: Devnet = await startDevnet({ chainIds: [31337] })
  let bundler: Bundler | undefined
  try {
    const chain = devnet.chains[0]!
    bundler = await startBundler({ rpcUrl: chain.rpcUrl, privateKey: bundlerKey() })
    const client = createPublicClient({ chain: devnetChain(chain), transport: http(chain.rpcUrl) })
    const bundlerClient = createBundlerClient({ client, transport: http(bundler.url, { retryCount: 0 }) })
    const url = bundler.url
    return {
      chain,
      bundler,
      client,
      bundlerClient,
      funder: fundingWallet(chain),
      async rpc(method, params) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        })
        return { status: response.status, body: (await response.json()) as RpcAnswer }
      },
      async stop() {
        await bundler?.close()
        await devnet.stop()
      },
    }
  } catch (error) {
    await bundler?.close()
    await devnet.stop()
    throw error
  }
}
