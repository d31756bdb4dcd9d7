import { execFileSync } from 'node:child_process'
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  type HttpTransport,
  http,
  maxUint256,
  type PublicClient,
  type WalletClient,
} from 'viem'
import type { HDAccount } from 'viem/accounts'
import { devnetAccount } from '../accounts.js'
import { devnetChain } from '../devnetChain.js'
import type { DevnetChain } from '../types.js'

// What the devnet's tests (startDevnet.test.ts) use to talk to its chains and look at its processes.

/** What an ERC-1271 `isValidSignature` returns for a valid signature. */
export const ERC1271_MAGIC = '0x1626ba7e'

export const publicClient = (chain: DevnetChain): PublicClient =>
  createPublicClient({ chain: devnetChain(chain), transport: http(chain.rpcUrl) })
/** A wallet client for the devnet's test account `index`. */
export const walletClient = (
  chain: DevnetChain,
  index: number,
): WalletClient<HttpTransport, Chain, HDAccount> =>
  createWalletClient({
    account: devnetAccount(index),
    chain: devnetChain(chain),
    transport: http(chain.rpcUrl),
  })

/** Uniswap-v2 amountOut with the 0.3% fee: what the router must pay, to the wei. */
export const amountOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint) =>
  (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)

/** The EIP-2612 permit for PTK that lets `spender` take `value` of `owner`'s tokens, with no deadline. */
export const ptkPermit = (parameters: {
  ptk: Address
  chainId: number
  owner: Address
  spender: Address
  value: bigint
}) =>
  ({
    domain: {
      name: 'Portico Token',
      version: '1',
      chainId: parameters.chainId,
      verifyingContract: parameters.ptk,
    },
    types: {
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    message: {
      owner: parameters.owner,
      spender: parameters.spender,
      value: parameters.value,
      nonce: 0n,
      deadline: maxUint256,
    },
  }) as const

/** The ids of the processes whose command line matches `pattern`. */
export function pgrep(pattern: string): string[] {
  try {
    return execFileSync('pgrep', ['-f', pattern], { encoding: 'utf8' }).trim().split('\n')
  } catch {
    return [] // exit code 1: no match
  }
}
