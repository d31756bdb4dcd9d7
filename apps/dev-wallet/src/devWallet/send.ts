import { bytesToHex, type Hex, numberToHex } from 'viem'
import { type CallBatch, callsStatus, parseSendCalls } from '../calls.js'
import { isUpgraded, sendUpgradedBatch, upgradeSummary } from '../eip7702.js'
import { invalidParams, ProviderRpcError } from '../errors.js'
import { smartAccountBatchTransactions, smartAccountTransactions } from '../smartAccount.js'
import { summarizeCalls, summarizeTransaction } from '../summary.js'
import { parseTransaction, sendTransaction as sendRaw, type TransactionFields } from '../transaction.js'
import type { DevWalletChain } from '../types.js'
import { clientFor } from './chains.js'
import { consent, requireAccount } from './consent.js'
import type { DevWalletContext } from './context.js'

/** Sends `tx` from the wallet's account; a smart account's goes through its contract. Returns the last hash. */
async function send(context: DevWalletContext, chain: DevWalletChain, tx: TransactionFields): Promise<Hex> {
  if (!context.smartAccount) return sendRaw(clientFor(context, chain), tx)
  return sendAll(context, chain, await smartAccountTransactions(context.smartAccount, chain, tx))
}

/** Sends the owner's transactions in order; returns the last hash. */
async function sendAll(context: DevWalletContext, chain: DevWalletChain, txs: TransactionFields[]) {
  const client = clientFor(context, chain)
  let hash: Hex | undefined
  for (const each of txs) hash = await sendRaw(client, each)
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
 * `wallet_sendCalls` (EIP-5792). A smart account runs the calls atomically, in one transaction of its
 * `executeBatch`. An EOA sends them one by one, not atomically (and refuses with 5760 when `atomicRequired`,
 * unless there is one call): a call failing after the first marks the batch failed, one failing first fails the
 * request.
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
  // An EIP-7702 wallet runs a batch of several calls through its upgraded account (upgrading it first, if needed).
  const upgrade = context.eip7702 && request.calls.length > 1 ? context.eip7702 : undefined
  const atomic = context.smartAccount !== undefined || upgrade !== undefined || request.calls.length === 1
  if (request.atomicRequired && !atomic)
    throw new ProviderRpcError(5760, 'Atomicity not supported: this account sends each call on its own')
  const summary = summarizeCalls(request.calls, target)
  const upgraded = upgrade ? await isUpgraded(target, context.account.address, upgrade) : false
  const upgrading = upgrade && !upgraded
  await consent(context, method, params, upgrading ? `${upgradeSummary(upgrade)}\n\n${summary}` : summary)
  if (batches.has(id)) throw new ProviderRpcError(5720, `Duplicate ID: ${id}`)
  const batch: CallBatch = {
    id,
    chainId: target.id,
    rpcUrl: target.rpcUrl,
    hashes: [],
    failed: false,
    atomic,
  }
  await exclusive(context, async () => {
    if (upgrade) {
      const client = clientFor(context, target)
      batch.hashes.push(await sendUpgradedBatch(client, upgrade, request.calls, { upgraded }))
      return
    }
    if (context.smartAccount) {
      const txs = await smartAccountBatchTransactions(context.smartAccount, target, request.calls)
      batch.hashes.push(await sendAll(context, target, txs))
      return
    }
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

/**
 * EIP-5792 `atomic` on chain `id`: a smart account's is `supported`; an EIP-7702 wallet's is `supported` once the
 * account delegates to its implementation there and `ready` before (it upgrades with the person's consent); an
 * EOA's is `unsupported` (it sends each call on its own).
 */
export async function atomicStatus(context: DevWalletContext, id: number) {
  if (context.smartAccount) return 'supported'
  const chain = context.chains.get(id)
  if (!context.eip7702 || !chain) return 'unsupported'
  return (await isUpgraded(chain, context.account.address, context.eip7702)) ? 'supported' : 'ready'
}

/** `wallet_getCallsStatus` of `[id]`. */
export function getCallsStatus(context: DevWalletContext, list: unknown[]) {
  const id = list[0]
  if (typeof id !== 'string') throw invalidParams('expected [id]')
  const batch = context.batches.get(id)
  if (!batch) throw new ProviderRpcError(5730, `Unknown bundle id: ${id}`)
  return callsStatus(batch)
}
