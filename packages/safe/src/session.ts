import type { CaipNetworkId, RemoteWalletSession } from '@portico/core'
import { createSafeCalls } from './calls.js'
import type { SafeCommunicator } from './communicator.js'
import { SafeSignaturePendingError, SafeUnsupportedMethodError } from './errors.js'
import {
  offChainSignatureSchema,
  rpcResultSchema,
  type SafeInfo,
  sendTransactionsSchema,
  signMessageSchema,
  txDetailsSchema,
} from './protocol.js'

/** How long a read forwarded through the host's `rpcCall` may take, in ms. */
export const SAFE_RPC_TIMEOUT_MS = 30_000

/** What the Safe serves besides reads: the methods a person approves in the host. */
export const SAFE_METHODS = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
] as const

/** Methods a Safe cannot serve: it holds no key that signs a raw transaction or an unprefixed hash. */
const UNSUPPORTED = ['eth_sign', 'eth_signTransaction', 'eth_sendRawTransaction']

type TransactionRequest = { to?: string; value?: string | number; data?: string; input?: string }

const first = (params: unknown): unknown => (Array.isArray(params) ? params[0] : undefined)

/**
 * One Safe as a remote wallet session on its chain: its address is the account; `eth_sendTransaction` proposes a
 * Safe transaction (`sendTransactions`) and returns its safeTxHash; `personal_sign` and `eth_signTypedData_v4`
 * ask the owners to sign (`signMessage`, `signTypedMessage`) and return the Safe's signature, which the Safe's
 * ERC-1271 `isValidSignature` accepts; `wallet_sendCalls` proposes a batch as one Safe transaction (`calls.ts`);
 * every other method is a read, forwarded through the host's `rpcCall`. A transaction looked up by a safeTxHash
 * is looked up by its on-chain hash once the host knows it.
 */
export function createSafeSession(
  communicator: SafeCommunicator,
  info: SafeInfo,
  peer: { name: string; url?: string | undefined },
): RemoteWalletSession {
  const chainId = `eip155:${info.chainId}` as CaipNetworkId
  const account = `${chainId}:${info.safeAddress}`
  const calls = createSafeCalls(communicator, info)
  const rpc = (call: string, params: unknown) =>
    communicator.send('rpcCall', { call, params: params ?? [] }, rpcResultSchema, SAFE_RPC_TIMEOUT_MS)

  /** The signature a sign request ends with: the collected one, or '0x' for a message the Safe signs on chain. */
  async function signatureOf(
    answer: { messageHash: string; signature?: string | undefined } | { safeTxHash: string },
  ) {
    // On chain (SignMessageLib): the Safe marks the message signed when it executes; the empty signature is valid then.
    if ('safeTxHash' in answer) return '0x'
    if (answer.signature && answer.signature !== '0x') return answer.signature
    const collected = await communicator.send(
      'getOffChainSignature',
      answer.messageHash,
      offChainSignatureSchema,
      SAFE_RPC_TIMEOUT_MS,
    )
    if (!collected || collected === '0x') throw new SafeSignaturePendingError(answer.messageHash)
    return collected
  }

  /** A safeTxHash as the on-chain transaction hash when the host knows one; any other hash unchanged. */
  async function onChainHash(hash: unknown) {
    if (typeof hash !== 'string') return hash
    const details = await communicator
      .send('getTxBySafeTxHash', { safeTxHash: hash }, txDetailsSchema, SAFE_RPC_TIMEOUT_MS)
      .catch(() => undefined)
    return details?.txHash ?? hash
  }

  async function sendTransaction(params: unknown) {
    const tx = (first(params) ?? {}) as TransactionRequest
    const value = tx.value === undefined ? '0' : BigInt(tx.value).toString()
    const { safeTxHash } = await communicator.send(
      'sendTransactions',
      { txs: [{ to: tx.to, value, data: tx.data ?? tx.input ?? '0x' }] },
      sendTransactionsSchema,
    )
    return safeTxHash
  }

  async function request(method: string, params: unknown): Promise<unknown> {
    if (UNSUPPORTED.includes(method)) throw new SafeUnsupportedMethodError(method)
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [info.safeAddress]
      case 'eth_chainId':
        return `0x${info.chainId.toString(16)}`
      case 'eth_sendTransaction':
        return sendTransaction(params)
      case 'personal_sign':
        // As Safe's own provider does: the message goes as the app gave it (hex is its bytes).
        return signatureOf(
          await communicator.send('signMessage', { message: first(params) }, signMessageSchema),
        )
      case 'eth_signTypedData_v4': {
        const raw = Array.isArray(params) ? params[1] : undefined
        const typedData = typeof raw === 'string' ? JSON.parse(raw) : raw
        return signatureOf(await communicator.send('signTypedMessage', { typedData }, signMessageSchema))
      }
      case 'wallet_sendCalls':
        return calls.sendCalls(params)
      case 'wallet_getCallsStatus':
        return calls.getCallsStatus(params)
      case 'wallet_getCapabilities':
        return calls.getCapabilities(params)
      case 'eth_getTransactionByHash':
      case 'eth_getTransactionReceipt':
        return rpc(method, [await onChainHash(first(params))])
      default:
        return rpc(method, params)
    }
  }

  return {
    namespace: 'eip155',
    peer,
    getAccounts: () => [account],
    getChains: () => [chainId],
    getMethods: () => [...SAFE_METHODS],
    request: ({ method, params }) => request(method, params) as never,
    // A Safe app is opened for one Safe on one chain: the host sends no events (a change reloads the app).
    subscribe: () => () => undefined,
  }
}
