import { loadErc4337Artifacts } from '@portico/devnet'
import { entryPointAbi } from '@portico/devnet/contracts'
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  type HttpTransport,
  http,
  type PrivateKeyAccount,
  type PublicClient,
  type WalletClient,
} from 'viem'
import type { UserOperation } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'

/** An operation this bundler accepted, by its hash: what eth_getUserOperationByHash answers. */
export type AcceptedOperation = { userOperation: UserOperation<'0.8'>; transactionHash: Hex }

/** Most accepted operations remembered (the oldest are forgotten first; receipts are still found in the logs). */
export const MAX_REMEMBERED_OPERATIONS = 10_000

/** @internal What the methods share: the chain, the EntryPoint, the bundler's key and what it accepted. */
export type BundlerContext = {
  chainId: number
  entryPoint: Address
  /** The EntryPoint's SenderCreator (calls an operation's factory). */
  senderCreator: Address
  /** EntryPointSimulations' runtime code, put at the EntryPoint's address in an eth_call (never deployed). */
  simulationsCode: Hex
  client: PublicClient<HttpTransport, Chain>
  wallet: WalletClient<HttpTransport, Chain, PrivateKeyAccount>
  accepted: Map<Hex, AcceptedOperation>
  /** Hashes being checked or submitted right now (a second copy meanwhile is refused as known). */
  inFlight: Set<Hex>
  /** Runs bundle submissions one after another (one key, one nonce sequence). */
  serially<T>(task: () => Promise<T>): Promise<T>
}

export async function createBundlerContext(options: {
  rpcUrl: string
  entryPoint: Address
  privateKey: Hex
}): Promise<BundlerContext> {
  const transport = http(options.rpcUrl, { retryCount: 0, timeout: 15_000 })
  const chainId = await createPublicClient({ transport }).getChainId()
  const chain = defineChain({
    id: chainId,
    name: `Chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  })
  const client = createPublicClient({ chain, transport })
  const wallet = createWalletClient({ account: privateKeyToAccount(options.privateKey), chain, transport })
  const senderCreator = await client.readContract({
    address: options.entryPoint,
    abi: entryPointAbi,
    functionName: 'senderCreator',
  })
  let queue: Promise<unknown> = Promise.resolve()
  return {
    chainId,
    entryPoint: options.entryPoint,
    senderCreator,
    simulationsCode: loadErc4337Artifacts().contracts.EntryPointSimulations.deployedBytecode,
    client,
    wallet,
    accepted: new Map(),
    inFlight: new Set(),
    serially<T>(task: () => Promise<T>): Promise<T> {
      const run = queue.then(task, task)
      queue = run.catch(() => undefined)
      return run
    },
  }
}

/** Remembers an accepted operation, forgetting the oldest past `MAX_REMEMBERED_OPERATIONS`. */
export function remember(context: BundlerContext, hash: Hex, operation: AcceptedOperation): void {
  context.accepted.set(hash, operation)
  if (context.accepted.size > MAX_REMEMBERED_OPERATIONS) {
    const oldest = context.accepted.keys().next().value
    if (oldest !== undefined) context.accepted.delete(oldest)
  }
}
