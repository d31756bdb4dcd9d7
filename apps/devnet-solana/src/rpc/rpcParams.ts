import { PublicKey } from '@solana/web3.js'
import type { Chain } from '../chain.js'
import { readMint } from '../tokenAccounts.js'
import type { DataSlice, Encoding } from './encode.js'

/** A JSON-RPC error answer. */
export class RpcError extends Error {
  readonly code: number
  readonly data?: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }
}

export type MethodContext = { chain: Chain; genesisHash: string }
export type Config = Record<string, unknown> | undefined
export type Method = (params: unknown[], context: MethodContext) => unknown

export const invalid = (detail: string) => new RpcError(-32602, `Invalid params: ${detail}`)

/** A base58 public key param, normalised; anything else is -32602. */
export function pubkey(value: unknown): string {
  try {
    return new PublicKey(value as string).toBase58()
  } catch {
    throw invalid('Invalid param: WrongSize')
  }
}

/** `{ context: { apiVersion, slot }, value }`, the wrapper of the RPC's context-bearing answers. */
export const withContext = (chain: Chain, value: unknown) => ({
  context: { apiVersion: '2.1.0', slot: chain.getSlot() },
  value,
})

/** The config object at `index` of the params (undefined when absent or null). */
export const config = (params: unknown[], index: number) => (params[index] ?? undefined) as Config

export function mintDecimals(chain: Chain) {
  return (mint: string) => readMint(chain.getAccount(mint))?.decimals ?? 0
}

export function dataSlice(options: Config): DataSlice {
  const slice = options?.dataSlice as { offset?: unknown; length?: unknown } | undefined
  if (slice === undefined || slice === null) return undefined
  const { offset, length } = slice
  if (
    !Number.isSafeInteger(offset) ||
    !Number.isSafeInteger(length) ||
    Number(offset) < 0 ||
    Number(length) < 0
  ) {
    throw invalid('dataSlice needs a non-negative offset and length')
  }
  return { offset: Number(offset), length: Number(length) }
}

/** The account encodings the account queries accept. */
export function accountEncoding(options: Config): Encoding {
  const encoding = options?.encoding
  if (encoding === undefined || encoding === 'base64' || encoding === 'base58' || encoding === 'jsonParsed')
    return encoding
  throw invalid(`unsupported encoding ${String(encoding)}`)
}
