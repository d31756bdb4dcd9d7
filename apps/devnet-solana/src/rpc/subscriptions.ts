import type { WebSocket } from 'ws'
import type { Chain, TransactionRecord } from '../chain.js'
import { readMint } from '../tokenAccounts.js'
import { type Encoding, encodeAccount } from './encode.js'
import { RpcError } from './methods.js'

type Subscription = { method: string; onTransaction(record: TransactionRecord): void }

/**
 * The WebSocket side of one connection: signature, account and slot subscriptions, the ones
 * @solana/web3.js's `Connection` uses. Notifications are sent once a transaction is processed.
 */
export function createSubscriptions(socket: WebSocket, chain: Chain) {
  let nextId = 0
  const active = new Map<number, Subscription>()
  const notify = (method: string, subscription: number, result: unknown) => {
    if (socket.readyState === socket.OPEN) {
      socket.send(JSON.stringify({ jsonrpc: '2.0', method, params: { result, subscription } }))
    }
  }
  const context = () => ({ slot: chain.getSlot() })
  const stop = chain.onTransaction((record) => {
    for (const subscription of [...active.values()]) subscription.onTransaction(record)
  })

  function subscribe(method: string, params: unknown[]): number {
    const id = nextId++
    if (method === 'signatureSubscribe') {
      const signature = String(params[0])
      const done = (record: TransactionRecord) => {
        active.delete(id)
        notify('signatureNotification', id, { context: context(), value: { err: record.err } })
      }
      const existing = chain.getRecord(signature)
      // Answer first, then notify: the client maps notifications to the id it was given.
      if (existing) setImmediate(() => done(existing))
      else
        active.set(id, { method, onTransaction: (record) => record.signature === signature && done(record) })
    } else if (method === 'accountSubscribe') {
      const address = String(params[0])
      const encoding = (params[1] as { encoding?: Encoding } | undefined)?.encoding
      const decimals = (mint: string) => readMint(chain.getAccount(mint))?.decimals ?? 0
      active.set(id, {
        method,
        onTransaction(record) {
          if (!record.accountKeys.includes(address)) return
          const value = encodeAccount(chain.getAccount(address), encoding ?? 'base64', decimals)
          notify('accountNotification', id, { context: context(), value })
        },
      })
    } else if (method === 'slotSubscribe' || method === 'rootSubscribe') {
      active.set(id, {
        method,
        onTransaction() {
          const slot = chain.getSlot()
          const result = method === 'slotSubscribe' ? { parent: slot - 1, root: slot, slot } : slot
          notify(method === 'slotSubscribe' ? 'slotNotification' : 'rootNotification', id, result)
        },
      })
    } else {
      throw new RpcError(-32601, `Method not found: ${method}`)
    }
    return id
  }

  return {
    /** Handles a subscribe or unsubscribe call; `undefined` when the method is not a subscription one. */
    handle(method: string, params: unknown[]): { result: unknown } | undefined {
      if (method.endsWith('Unsubscribe')) {
        return { result: active.delete(Number(params[0])) }
      }
      if (method.endsWith('Subscribe')) return { result: subscribe(method, params) }
      return undefined
    },
    close() {
      stop()
      active.clear()
    },
  }
}
