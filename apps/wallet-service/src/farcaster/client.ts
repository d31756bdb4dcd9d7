import { type Address, createPublicClient, type Hex, http, zeroAddress } from 'viem'
import { SIWF_CHAIN_ID } from './checkSignInMessage.js'
import { FarcasterUnreachableError } from './errors.js'
import type { FarcasterSettings } from './settings.js'

/** The part of the IdRegistry's ABI read here. */
const idRegistryAbi = [
  {
    type: 'function',
    name: 'custodyOf',
    stateMutability: 'view',
    inputs: [{ name: 'fid', type: 'uint256' }],
    outputs: [{ name: 'owner', type: 'address' }],
  },
] as const

/** What Sign In With Farcaster reads on OP Mainnet. Every failure to read is a `FarcasterUnreachableError` (503). */
export type FarcasterClient = {
  /** The custody address of `fid` in the IdRegistry; undefined for an fid not registered. */
  custodyOf(fid: number): Promise<Address | undefined>
  /**
   * Whether `address` signed `message` (EIP-191): recovered locally for a key, or asked of the address's contract
   * (ERC-1271, ERC-6492) when the custody address is a smart account.
   */
  verifySignature(parameters: { address: Address; message: string; signature: Hex }): Promise<boolean>
}

/**
 * A client of the IdRegistry at `settings.idRegistry` over `settings.rpcUrl` (one retry, `rpcTimeoutMs` per
 * request). The RPC's chain id is checked to be 10 once, before the first read: an RPC of another chain would
 * answer for another registry.
 *
 * @example
 * const farcaster = createFarcasterClient({ rpcUrl: 'https://mainnet.optimism.io', … })
 * const custody = await farcaster.custodyOf(3)
 */
export function createFarcasterClient(settings: FarcasterSettings): FarcasterClient {
  const client = createPublicClient({
    transport: http(settings.rpcUrl, { timeout: settings.rpcTimeoutMs, retryCount: 1 }),
  })
  let chainChecked: Promise<void> | undefined
  const onOptimism = () => {
    chainChecked ??= client.getChainId().then((chainId) => {
      if (chainId !== SIWF_CHAIN_ID)
        throw new Error(`farcaster.rpcUrl serves chain ${chainId}, not ${SIWF_CHAIN_ID} (OP Mainnet)`)
    })
    // A failed check is tried again at the next read.
    chainChecked.catch(() => {
      chainChecked = undefined
    })
    return chainChecked
  }
  const reading = async <T>(read: () => Promise<T>): Promise<T> => {
    try {
      await onOptimism()
      return await read()
    } catch (error) {
      throw new FarcasterUnreachableError(error)
    }
  }
  return {
    custodyOf: (fid) =>
      reading(async () => {
        const custody = await client.readContract({
          address: settings.idRegistry as Address,
          abi: idRegistryAbi,
          functionName: 'custodyOf',
          args: [BigInt(fid)],
        })
        return custody === zeroAddress ? undefined : custody
      }),
    // An EOA's signature is recovered without the RPC; a contract's is asked of it.
    verifySignature: (parameters) => reading(() => client.verifyMessage({ ...parameters, mode: 'eoa' })),
  }
}
