import type { SubmittableResult } from '@polkadot/api'
import type { Signer } from '@polkadot/api/types'
import { type BaseError, UnsupportedWalletFeatureError } from '@portico/core'
import type { InjectedSigner } from '../connectors/types.js'
import { fromDispatchError, fromPoolError } from '../errors/dispatchError.js'
import { toWalletError, type WalletErrorType } from '../errors/toWalletError.js'
import {
  type DispatchError,
  TransactionDroppedError,
  type TransactionRefusedError,
  WaitForTransactionTimeoutError,
} from '../errors/transaction.js'
import { toChainAddress, toRecipient } from '../utils/address.js'
import type { ChainClient } from '../utils/chainClient.js'
import { type PrepareTransferErrorType, prepareTransfer } from './prepareTransfer.js'

export type SendTransferParameters = {
  from: string
  to: string
  /** Planck. */
  value: bigint
  /** Check balance, fee and existential deposit before asking the wallet; default true. */
  preflight?: boolean | undefined
  /** Milliseconds to wait for a block; default 60 s. */
  timeout?: number | undefined
}

export type SendTransferReturnType = {
  /** The extrinsic hash. */
  hash: `0x${string}`
  blockHash: `0x${string}`
  /** The fee charged (`transactionPayment.TransactionFeePaid`), in planck. */
  fee: bigint | undefined
}

export type SendTransferErrorType =
  | UnsupportedWalletFeatureError
  | PrepareTransferErrorType
  | WalletErrorType
  | DispatchError
  | TransactionRefusedError
  | TransactionDroppedError
  | WaitForTransactionTimeoutError

/**
 * `balances.transferKeepAlive` signed by the extension (`signPayload`), followed until it is in a block.
 * Resolves once included and successful; a refusal by the wallet, the node's pool or the runtime throws
 * the matching error (user rejection, insufficient balance, existential deposit, dispatch error).
 *
 * @example
 * const { hash, fee } = await sendTransfer(client, injected.signer, { from, to, value: 10n ** 12n })
 */
export async function sendTransfer(
  client: ChainClient,
  signer: InjectedSigner,
  { from, to, value, preflight = true, timeout = 60_000 }: SendTransferParameters,
): Promise<SendTransferReturnType> {
  if (!signer.signPayload) throw new UnsupportedWalletFeatureError('signPayload')
  const sender = toChainAddress(from, client.ss58Format)
  const recipient = toRecipient(to, client.ss58Format)
  if (preflight) await prepareTransfer(client, { from: sender, to: recipient, value })
  const tx = client.api.tx.balances.transferKeepAlive(recipient, value)

  return new Promise<SendTransferReturnType>((resolve, reject) => {
    let settled = false
    let unsubscribe: (() => void) | undefined
    let hash: string | undefined
    const timer = setTimeout(
      () => finish(new WaitForTransactionTimeoutError({ hash: hash ?? 'the transaction', timeout })),
      timeout,
    )
    const finish = (error: BaseError | undefined, result?: SendTransferReturnType) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      unsubscribe?.()
      if (error) reject(error)
      else resolve(result as SendTransferReturnType)
    }
    const onStatus = (result: SubmittableResult) => {
      const { status, dispatchError, txHash, events } = result
      hash = txHash.toHex()
      if (status.isInBlock || status.isFinalized) {
        if (dispatchError) return finish(fromDispatchError(dispatchError, client))
        const paid = events.find(
          ({ event }) => event.section === 'transactionPayment' && event.method === 'TransactionFeePaid',
        )
        const fee = paid ? BigInt(paid.event.data[1]?.toString() ?? '0') : undefined
        const blockHash = (status.isInBlock ? status.asInBlock : status.asFinalized).toHex()
        return finish(undefined, { hash: txHash.toHex() as `0x${string}`, blockHash, fee })
      }
      if (status.isDropped || status.isInvalid || status.isUsurped)
        finish(new TransactionDroppedError(status.type))
    }
    tx.signAndSend(sender, { signer: signer as Signer }, onStatus)
      .then((stop) => {
        unsubscribe = stop
        if (settled) stop()
      })
      .catch((error: unknown) => finish(fromPoolError(error) ?? toWalletError(error)))
  })
}
