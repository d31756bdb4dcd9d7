import {
  type Address,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  parseAbi,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainClients } from '../chain/clients.js'
import type { ChainConfig } from '../config.js'
import type { Database } from '../db/database.js'
import {
  findOnrampPurchase,
  listPendingOnrampPurchases,
  type OnrampPurchaseRow,
  recordOnrampDelivery,
  settleOnrampPurchase,
} from '../db/onramp.js'

const mintAbi = parseAbi(['function mint(address to, uint256 amount)'])

/** A delivery that did not land: nothing was sent, or what was sent reverted or was never mined. */
export class OnrampDeliveryError extends Error {
  override name = 'OnrampDeliveryError'
}

/**
 * Delivers sandbox purchases on the local chain from the chain's treasury: native by transfer, tokens by
 * minting (the treasury owns the sandbox tokens). Exactly once per recorded purchase:
 *
 * - a purchase is recorded `pending` before anything is sent (`insertPendingOnrampPurchase`);
 * - its transaction is signed, then recorded (hash and signed bytes), and only the run that recorded it sends
 *   it, so a purchase never has two transactions;
 * - sends from one treasury take turns (one nonce at a time), so concurrent checkouts do not race;
 * - `reconcile()` (run when the service starts) finishes what a crash left pending: a recorded transaction is
 *   looked up on chain and sent again as the same signed bytes if the node does not know it; a purchase
 *   without one was never sent and is sent now.
 */
export function createDelivery({ db, clients }: { db: Database; clients: ChainClients }) {
  // The tail of each chain's queue of sends; a failed send does not stop the ones after it.
  const tails = new Map<string, Promise<unknown>>()
  const inTurn = <T>(network: string, work: () => Promise<T>): Promise<T> => {
    const run = (tails.get(network) ?? Promise.resolve()).then(work)
    tails.set(
      network,
      run.catch(() => {}),
    )
    return run
  }

  const chainOf = (row: OnrampPurchaseRow) => {
    const chain = clients.chain(row.network)
    const client = clients.get(row.network)
    const key = chain?.onramp?.treasuryKey
    if (!chain || !client || !key) throw new OnrampDeliveryError(`No on-ramp treasury on ${row.network}`)
    return { chain, client, key: key as Hex }
  }

  /** Signs the purchase's delivery with the next nonce; nothing is sent yet. */
  const sign = async (row: OnrampPurchaseRow, chain: ChainConfig, key: Hex) => {
    const wallet = createWalletClient({
      account: privateKeyToAccount(key),
      chain: defineChain({
        id: Number(chain.caipNetworkId.split(':')[1]),
        name: chain.name,
        nativeCurrency: chain.nativeCurrency,
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      }),
      transport: http(chain.rpcUrl),
    })
    const to = row.address as Address
    const token = chain.tokens.find((t) => t.symbol === row.asset_symbol)
    const request = await wallet.prepareTransactionRequest(
      token
        ? {
            to: token.address as Address,
            data: encodeFunctionData({
              abi: mintAbi,
              functionName: 'mint',
              args: [to, parseUnits(row.crypto_amount, token.decimals)],
            }),
          }
        : { to, value: parseUnits(row.crypto_amount, chain.nativeCurrency.decimals) },
    )
    const rawTx = await wallet.signTransaction(request)
    return { rawTx, txHash: keccak256(rawTx) }
  }

  /** Signs, records and sends a pending purchase that has no transaction yet; in the chain's turn. */
  const send = (row: OnrampPurchaseRow) => {
    const { chain, client, key } = chainOf(row)
    return inTurn(chain.caipNetworkId, async () => {
      // Another run may have signed it while this one waited for its turn.
      if ((await findOnrampPurchase(db, row.id))?.tx_hash) return
      let signed: Awaited<ReturnType<typeof sign>>
      try {
        signed = await sign(row, chain, key)
      } catch (error) {
        // Nothing was sent: the purchase ends failed rather than waiting for a send that never comes.
        await settleOnrampPurchase(db, row.id, 'failed')
        throw new OnrampDeliveryError(`Could not sign the delivery on ${row.network}`, { cause: error })
      }
      if (!(await recordOnrampDelivery(db, row.id, signed))) return
      await client.sendRawTransaction({ serializedTransaction: signed.rawTx })
    })
  }

  /** Waits for the purchase's recorded transaction to be mined and settles the purchase. */
  const settle = async (id: string): Promise<Hex> => {
    const row = await findOnrampPurchase(db, id)
    if (!row?.tx_hash) throw new OnrampDeliveryError(`Purchase ${id} has no delivery`)
    const hash = row.tx_hash as Hex
    const receipt = await chainOf(row).client.waitForTransactionReceipt({ hash })
    await settleOnrampPurchase(db, id, receipt.status === 'success' ? 'delivered' : 'failed')
    if (receipt.status !== 'success') throw new OnrampDeliveryError(`Delivery reverted: ${hash}`)
    return hash
  }

  /** Delivers a purchase recorded as pending; resolves with the transaction hash once mined. */
  const deliver = async (id: string): Promise<Hex> => {
    try {
      const row = await findOnrampPurchase(db, id)
      if (!row) throw new OnrampDeliveryError(`No purchase ${id}`)
      if (!row.tx_hash) await send(row)
      return await settle(id)
    } catch (error) {
      // A node that fails mid-delivery leaves the purchase pending with its signed transaction, if any, which
      // the next start finishes.
      if (error instanceof OnrampDeliveryError) throw error
      throw new OnrampDeliveryError(`Delivery of purchase ${id} did not finish`, { cause: error })
    }
  }

  /**
   * Makes sure the node knows a transaction a previous run recorded: the same signed bytes again if not, so at
   * most one lands. Returns false (and fails the purchase) when it cannot be sent and was not mined.
   */
  const resend = async (row: OnrampPurchaseRow & { tx_hash: string; raw_tx: string }) => {
    const { client } = chainOf(row)
    const hash = row.tx_hash as Hex
    const known =
      (await client.getTransactionReceipt({ hash }).catch(() => undefined)) ??
      (await client.getTransaction({ hash }).catch(() => undefined))
    if (known) return
    try {
      await client.sendRawTransaction({ serializedTransaction: row.raw_tx as Hex })
    } catch (error) {
      if (await client.getTransactionReceipt({ hash }).catch(() => undefined)) return
      await settleOnrampPurchase(db, row.id, 'failed')
      throw new OnrampDeliveryError(`Could not send the recorded delivery ${hash}`, { cause: error })
    }
  }

  /**
   * Finishes every purchase a previous run left pending. First the recorded transactions reach the node again,
   * holding every chain's turn meanwhile (they carry the treasury's next nonces, so no new send may take
   * those); then each is settled, and those never signed are sent now. Resolves once all are settled; the
   * failures, one per purchase, are returned rather than thrown so one stuck purchase hides no other.
   */
  const reconcile = async (): Promise<{ id: string; error: unknown }[]> => {
    let open = () => {}
    const gate = new Promise<void>((resolve) => {
      open = resolve
    })
    for (const chain of clients.eip155()) void inTurn(chain.caipNetworkId, () => gate)
    const failures: { id: string; error: unknown }[] = []
    const pending: OnrampPurchaseRow[] = []
    try {
      for (const row of await listPendingOnrampPurchases(db)) {
        if (!row.tx_hash || !row.raw_tx) continue
        try {
          await resend({ ...row, tx_hash: row.tx_hash, raw_tx: row.raw_tx })
          pending.push(row)
        } catch (error) {
          failures.push({ id: row.id, error })
        }
      }
    } finally {
      open()
    }
    for (const row of pending) {
      try {
        await settle(row.id)
      } catch (error) {
        failures.push({ id: row.id, error })
      }
    }
    for (const row of await listPendingOnrampPurchases(db)) {
      if (row.tx_hash) continue
      try {
        await deliver(row.id)
      } catch (error) {
        failures.push({ id: row.id, error })
      }
    }
    return failures
  }

  return { deliver, reconcile }
}

export type Delivery = ReturnType<typeof createDelivery>
