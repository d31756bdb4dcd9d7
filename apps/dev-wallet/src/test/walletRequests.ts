import { createPublicClient, http, type PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect } from 'vitest'

// What the dev wallet's tests (createDevWallet.test.ts) use around its provider: a failed request's error,
// requests viem's types would refuse, a chain reader, fresh addresses, and EIP-712 typed data to sign.

/** The error a request fails with (the test fails if it succeeds). */
export const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('expected the request to fail'),
    (error: { code: number; message: string; data?: unknown }) => error,
  )

/** request() without viem's method typing, for requests viem's types would refuse (plain-text messages, bad params). */
export const looseRequest = (w: { provider: unknown }) =>
  (w.provider as { request(args: { method: string; params?: unknown }): Promise<unknown> }).request

export const publicClient = (rpcUrl: string): PublicClient => createPublicClient({ transport: http(rpcUrl) })
export const fresh = () => privateKeyToAccount(generatePrivateKey()).address

export const typedData = {
  domain: {
    name: 'Portico',
    version: '1',
    chainId: 31337,
    verifyingContract: '0x000000000000000000000000000000000000dEaD',
  },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  message: { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', contents: 'Hello, Bob!', amount: '1000000' },
} as const
