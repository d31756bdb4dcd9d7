import { type Address, type Hex, isAddress, isHex, type WalletClient } from 'viem'
import { invalidParams } from './errors.js'

/** The fields of an eth_sendTransaction request (or a wallet_sendCalls call), parsed. */
export type TransactionFields = {
  from?: Address
  to?: Address
  value?: bigint
  data?: Hex
  gas?: bigint
  nonce?: number
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
}

function quantity(value: unknown, field: string): bigint {
  if (typeof value === 'bigint') return value
  if ((typeof value === 'string' && value !== '') || typeof value === 'number') {
    try {
      return BigInt(value)
    } catch {}
  }
  throw invalidParams(`"${field}" must be a quantity`)
}

/** Validates and parses a JSON-RPC transaction object. */
export function parseTransaction(raw: unknown): TransactionFields {
  if (typeof raw !== 'object' || raw === null) throw invalidParams('expected a transaction object')
  const r = raw as Record<string, unknown>
  const tx: TransactionFields = {}
  for (const field of ['from', 'to'] as const) {
    const value = r[field]
    if (value === undefined || value === null) continue
    if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
      throw invalidParams(`"${field}" must be an address`)
    }
    tx[field] = value
  }
  const data = r.data ?? r.input
  if (data !== undefined && data !== null) {
    if (!isHex(data)) throw invalidParams('"data" must be hex')
    tx.data = data
  }
  for (const field of ['value', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const) {
    if (r[field] !== undefined && r[field] !== null) tx[field] = quantity(r[field], field)
  }
  const gas = r.gas ?? r.gasLimit
  if (gas !== undefined && gas !== null) tx.gas = quantity(gas, 'gas')
  if (r.nonce !== undefined && r.nonce !== null) tx.nonce = Number(quantity(r.nonce, 'nonce'))
  return tx
}

/**
 * Fills nonce, gas and fees from the chain, signs with the local account and sends the raw transaction.
 * Returns the transaction hash.
 */
export function sendTransaction(client: WalletClient, tx: TransactionFields): Promise<Hex> {
  const { from: _from, gasPrice, maxFeePerGas, maxPriorityFeePerGas, ...rest } = tx
  const fees =
    gasPrice !== undefined
      ? { gasPrice }
      : {
          ...(maxFeePerGas !== undefined && { maxFeePerGas }),
          ...(maxPriorityFeePerGas !== undefined && { maxPriorityFeePerGas }),
        }
  // biome-ignore lint/suspicious/noExplicitAny: viem's request union is narrower than what JSON-RPC allows
  return client.sendTransaction({ ...rest, ...fees } as any)
}
