import bs58 from 'bs58'
import { encodeAccount } from './encode.js'
import {
  accountEncoding,
  config,
  dataSlice,
  invalid,
  type MethodContext,
  mintDecimals,
  pubkey,
  withContext,
} from './rpcParams.js'

/** At most this many filters, as a validator allows. */
const MAX_FILTERS = 4
/** memcmp bytes, decoded, at most this long (a validator's bound). */
const MAX_MEMCMP_BYTES = 128

type Filter = (data: Uint8Array) => boolean

/** One `filters` entry: `{ dataSize }` or `{ memcmp: { offset, bytes, encoding? } }` (bytes base58 by default). */
function parseFilter(raw: unknown): Filter {
  const entry = raw as {
    dataSize?: unknown
    memcmp?: { offset?: unknown; bytes?: unknown; encoding?: unknown }
  }
  if (entry && typeof entry === 'object' && 'dataSize' in entry) {
    const size = entry.dataSize
    if (!Number.isSafeInteger(size) || Number(size) < 0)
      throw invalid('dataSize must be a non-negative integer')
    return (data) => data.length === size
  }
  if (entry && typeof entry === 'object' && entry.memcmp && typeof entry.memcmp === 'object') {
    const { offset, bytes, encoding = 'base58' } = entry.memcmp
    if (!Number.isSafeInteger(offset) || Number(offset) < 0)
      throw invalid('memcmp offset must be a non-negative integer')
    if (typeof bytes !== 'string') throw invalid('memcmp bytes must be a string')
    let wanted: Uint8Array
    try {
      if (encoding === 'base58') wanted = bs58.decode(bytes)
      else if (encoding === 'base64') wanted = Buffer.from(bytes, 'base64')
      else throw invalid(`unsupported memcmp encoding ${String(encoding)}`)
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('Invalid params')) throw error
      throw invalid('memcmp bytes are not valid base58')
    }
    if (wanted.length > MAX_MEMCMP_BYTES) throw invalid('memcmp bytes are too long')
    const at = Number(offset)
    return (data) =>
      data.length >= at + wanted.length && wanted.every((byte, index) => data[at + index] === byte)
  }
  throw invalid('a filter is { dataSize } or { memcmp: { offset, bytes } }')
}

/**
 * `getProgramAccounts(programId, { encoding, filters, dataSlice, withContext })`: every account the program
 * owns whose data passes all filters, as `[{ pubkey, account }]` (inside `{ context, value }` with
 * `withContext: true`).
 */
export function getProgramAccounts(params: unknown[], { chain }: MethodContext) {
  const program = pubkey(params[0])
  const options = config(params, 1)
  const encoding = accountEncoding(options)
  const slice = dataSlice(options)
  const rawFilters = options?.filters ?? []
  if (!Array.isArray(rawFilters)) throw invalid('filters must be an array')
  if (rawFilters.length > MAX_FILTERS) throw invalid(`too many filters provided; max ${MAX_FILTERS}`)
  const filters = rawFilters.map(parseFilter)
  const decimals = mintDecimals(chain)
  const found = chain
    .programAccounts(program)
    .filter(({ account }) => filters.every((passes) => passes(account.data)))
    .map(({ address, account }) => ({
      pubkey: address,
      account: encodeAccount(account, encoding, decimals, slice),
    }))
  return options?.withContext === true ? withContext(chain, found) : found
}
