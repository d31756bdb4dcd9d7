import { bytesToHex, type Hex, numberToHex } from 'viem'
import { type CallBatch, callsStatus, parseSendCalls } from '../calls.js'
import { invalidParams, ProviderRpcError } from '../errors.js'
import { smartAccountTransactions } from '../smartAccount.js'
import { summarizeCalls, summarizeTransaction } from '../summary.js'
import { parseTransaction, sendTransaction as sendRaw, type TransactionFields } from '../transaction.js'
import type { DevWalletChain } from '../types.js'
import { clientFor } from './chains.js'
import { consent, requireAccount } from './consent.js'
import type { DevWalletContext } from './context.js'

/** Sends `tx` from the wallet's account; a smart account's goes through its contract. Returns the last hash. */
async function send(context: DevWalletContext, chain: DevWalletChain, tx: TransactionFields): Promise<Hex> {
  const client = clientFor(context, chain)
  if (!context.smartAccount) return sendRaw(client, tx)
  let hash: Hex | undefined
  for (const each of await smartAccountTransactions(context.smartAccount, chain, tx))
    hash = await sendRaw(client, each)
  return hash!
}

/** Runs sends one after another so nonces never collide. */
function exclusive<T>(context: DevWalletContext, task: () => Promise<T>): Promise<T> {
  const run = context.sending.then(task)
  context.sending = run.catch(() => {})
  return run
}

/** `eth_sendTransaction` of `[tx]`, after consent. */
export async function sendTransaction(
  context: DevWalletContext,
  chain: DevWalletChain,
  method: string,
  params: unknown,
  list: unknown[],
) {
  const tx = parseTransaction(list[0])
  requireAccount(context, tx.from)
  await consent(context, method, params, summarizeTransaction(tx, chain))
  return exclusive(context, () => send(context, chain, tx))
}

/**
 * `wallet_sendCalls` (EIP-5792): the calls are sent one by one, not atomically; a call failing after the first
 * marks the batch failed, one failing first fails the request.
 */
export async function sendCalls(
  context: DevWalletContext,
  chain: DevWalletChain,
  method: string,
  params: unknown,
) {
  const { batches } = context
  const request = parseSendCalls(params)
  requireAccount(context, request.from)
  const target = request.chainId === undefined ? chain : context.chains.get(request.chainId)
  if (!target) throw new ProviderRpcError(5710, `Unsupported chain id: ${numberToHex(request.chainId!)}`)
  const id = request.id ?? bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
  if (batches.has(id)) throw new ProviderRpcError(5720, `Duplicate ID: ${id}`)
  await consent(context, method, params, summarizeCalls(request.calls, target))
  if (batches.has(id)) throw new ProviderRpcError(5720, `Duplicate ID: ${id}`)
  const batch: CallBatch = { id, chainId: target.id, rpcUrl: target.rpcUrl, hashes: [], failed: false }
  await exclusive(context, async () => {
    for (const call of request.calls) {
      try {
        batch.hashes.push(await send(context, target, call))
      } catch (error) {
        if (batch.hashes.length === 0) throw error
        batch.failed = true
        return
      }
    }
  })
  batches.set(id, batch)
  return { id }
}

/** `wallet_getCallsStatus` of `[id]`. */
export function getCallsStatus(context: DevWalletContext, list: unknown[]) {
  const id = list[0]
  if (typeof id !== 'string') throw invalidParams('expected [id]')
  const batch = context.batches.get(id)
  if (!batch) throw new ProviderRpcError(5730, `Unknown bundle id: ${id}`)
  return callsStatus(batch)
}
