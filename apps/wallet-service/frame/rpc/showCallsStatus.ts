// wallet_showCallsStatus (ERC-5792): the status of a batch this wallet sent (wallet_sendCalls), shown to the user in
// words in the info-only view; the answer is null once they close it. A malformed id is refused with -32602, and an
// id naming no batch the wallet can find (its network not shared, its transactions or user operation unknown there)
// with 5730, before any view shows.

import { type EmbeddedStrings, fillEmbedded } from '@portico/i18n/embedded'
import { type Client, createClient, type Hex, http } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { getTransaction } from 'viem/actions'
import { chainRef } from '../chains.js'
import { smartAccountService } from '../smartAccount.js'
import { type CallsId, decodeCallsId, getCallsStatus, UnknownBundleError } from './calls.js'
import type { Description, Detail } from './description.js'
import { type EvmChain, type EvmRequestContext, hex, parse } from './evmContext.js'
import { userOperationCallsStatus } from './userOperationReceipt.js'

/** What the view shows of a batch: its EIP-5792 status code, its transactions so far and, sent as one, its operation. */
export type ShownBatch = { status: number; transactionHashes: Hex[]; userOperation?: Hex }

export async function showCallsStatus({ list, rpc, method }: EvmRequestContext): Promise<null> {
  const id = parse(hex, list[0], 'call batch id') as Hex
  const decoded = decodeCallsId(id)
  const chain = chainRef(decoded.chainId) as EvmChain
  const network = rpc.networks.get(chain.caipNetworkId)
  if (!network) throw new UnknownBundleError()
  const batch =
    decoded.kind === 'transactions'
      ? await transactionsBatch(createClient({ transport: http(network.rpcUrl) }), id, decoded)
      : await userOperationBatch(smartAccountService(rpc.networks, chain)?.bundlerUrl, id, decoded)
  await rpc.show(describeCallsStatus(batch, rpc.strings), { method, chain })
  return null
}

/** The EOA's batch: its transactions as the id lists them; each one not yet mined must be known to the network. */
async function transactionsBatch(
  client: Client,
  id: Hex,
  decoded: Extract<CallsId, { kind: 'transactions' }>,
): Promise<ShownBatch> {
  const { status, receipts } = await getCallsStatus(client, id, decoded)
  const mined = new Set(receipts.map((receipt) => receipt.transactionHash.toLowerCase()))
  const unmined = decoded.hashes.filter((hash) => !mined.has(hash.toLowerCase()))
  const known = await Promise.all(
    unmined.map((hash) =>
      getTransaction(client, { hash }).then(
        () => true,
        (error: unknown) => {
          if ((error as { name?: string }).name === 'TransactionNotFoundError') return false
          throw error
        },
      ),
    ),
  )
  if (known.includes(false)) throw new UnknownBundleError()
  return { status, transactionHashes: decoded.hashes }
}

/** The smart account's batch: one user operation the network's bundler knows, and its transaction once mined. */
async function userOperationBatch(
  bundlerUrl: string | undefined,
  id: Hex,
  { chainId, hash }: Extract<CallsId, { kind: 'userOperation' }>,
): Promise<ShownBatch> {
  if (bundlerUrl === undefined) throw new UnknownBundleError()
  const { status, receipts } = await userOperationCallsStatus(bundlerUrl, id, chainId, hash)
  if (status === 100) {
    const bundler = createBundlerClient({ transport: http(bundlerUrl, { retryCount: 0 }) })
    const pending: unknown = await bundler.request({ method: 'eth_getUserOperationByHash', params: [hash] })
    if (pending === null) throw new UnknownBundleError()
  }
  return {
    status,
    transactionHashes: receipts.map((receipt) => receipt.transactionHash as Hex),
    userOperation: hash,
  }
}

/** The batch in the user's words: its status, then (a user operation) the bundler and the operation, then its hashes. */
export function describeCallsStatus(batch: ShownBatch, strings: EmbeddedStrings): Description {
  const details: Detail[] = [{ label: strings.callsStatusLabel, value: statusWords(batch.status, strings) }]
  if (batch.userOperation !== undefined)
    details.push(
      { label: strings.callsSentThroughLabel, value: strings.callsBundler },
      { label: strings.callsUserOperationLabel, value: batch.userOperation, mono: true },
    )
  const hashes = batch.transactionHashes
  if (hashes.length === 0)
    details.push({ label: strings.callsTransactionHashLabel, value: strings.callsNotInBlock })
  else if (hashes.length === 1)
    details.push({ label: strings.callsTransactionHashLabel, value: hashes[0]!, mono: true })
  else
    details.push({
      label: strings.callsTransactionHashLabel,
      children: hashes.map((hash, index) => ({
        label: fillEmbedded(strings.transactionLabel, { index: index + 1 }),
        value: hash,
        mono: true,
      })),
    })
  return { title: strings.callsStatusTitle, details }
}

/** 1xx pending, 2xx confirmed, 6xx partly confirmed, any other failure (4xx offchain, 5xx reverted). */
function statusWords(status: number, strings: EmbeddedStrings): string {
  if (status < 200) return strings.callsStatusPending
  if (status < 300) return strings.callsStatusConfirmed
  if (status >= 600 && status < 700) return strings.callsStatusPartial
  return strings.callsStatusFailed
}
