import { InvalidPairingUriError } from './errors.js'

/** What a `wc:` v2 pairing URI carries. */
export type PairingUri = {
  /** Hex, 32 bytes: SHA-256 of `symKey`. */
  topic: string
  version: 2
  /** Hex, 32 bytes: the pairing's symmetric key. */
  symKey: string
  relay: { protocol: string; data?: string }
  /** Unix seconds after which the pairing is expired. */
  expiryTimestamp?: number
  /** The methods the pairing is for, e.g. `['wc_sessionAuthenticate']`. */
  methods?: string[]
}

const HEX_32 = /^[0-9a-fA-F]{64}$/

/**
 * Formats a pairing URI: `wc:{topic}@2?relay-protocol=irn&symKey={symKey}&expiryTimestamp={seconds}`
 * (plus `relay-data` and `methods` when given).
 *
 * @example
 * formatPairingUri({ topic, version: 2, symKey, relay: { protocol: 'irn' }, expiryTimestamp: 1705667684 })
 * // 'wc:7f6e…@2?relay-protocol=irn&symKey=587d…&expiryTimestamp=1705667684'
 */
export function formatPairingUri(uri: PairingUri): string {
  const parameters = [`relay-protocol=${encodeURIComponent(uri.relay.protocol)}`]
  if (uri.relay.data) parameters.push(`relay-data=${encodeURIComponent(uri.relay.data)}`)
  parameters.push(`symKey=${uri.symKey}`)
  // A plain comma list, as deployed wallets read it (the bracketed grouping of earlier drafts is parsed too).
  if (uri.methods?.length) parameters.push(`methods=${uri.methods.join(',')}`)
  if (uri.expiryTimestamp !== undefined) parameters.push(`expiryTimestamp=${uri.expiryTimestamp}`)
  return `wc:${uri.topic}@${uri.version}?${parameters.join('&')}`
}

/**
 * Parses a `wc:` v2 pairing URI; throws `InvalidPairingUriError` when the scheme, topic, version, `symKey`,
 * `relay-protocol` or `expiryTimestamp` is missing or malformed.
 */
export function parsePairingUri(text: string): PairingUri {
  const match = /^wc:(?:\/\/)?([^@?]+)@([0-9]+)\?(.*)$/.exec(text)
  if (!match) throw new InvalidPairingUriError('Not a wc: v2 pairing URI')
  const [, topic = '', version = '', query = ''] = match
  if (version !== '2') throw new InvalidPairingUriError(`Unsupported pairing URI version ${version}`)
  if (!HEX_32.test(topic)) throw new InvalidPairingUriError('The pairing topic must be 32 bytes of hex')
  const parameters = new Map<string, string>()
  for (const part of query.split('&')) {
    const index = part.indexOf('=')
    if (index <= 0) throw new InvalidPairingUriError(`Malformed parameter "${part}"`)
    const key = part.slice(0, index)
    if (parameters.has(key)) throw new InvalidPairingUriError(`Repeated parameter ${key}`)
    let value: string
    try {
      value = decodeURIComponent(part.slice(index + 1))
    } catch {
      throw new InvalidPairingUriError(`Malformed parameter ${key}`)
    }
    parameters.set(key, value)
  }
  const symKey = parameters.get('symKey')
  if (!symKey || !HEX_32.test(symKey)) throw new InvalidPairingUriError('symKey must be 32 bytes of hex')
  const protocol = parameters.get('relay-protocol')
  if (!protocol) throw new InvalidPairingUriError('relay-protocol is missing')
  const parsed: PairingUri = {
    topic: topic.toLowerCase(),
    version: 2,
    symKey: symKey.toLowerCase(),
    relay: { protocol },
  }
  const data = parameters.get('relay-data')
  if (data) parsed.relay.data = data
  const expiry = parameters.get('expiryTimestamp')
  if (expiry !== undefined) {
    if (!/^[0-9]{1,15}$/.test(expiry))
      throw new InvalidPairingUriError('expiryTimestamp must be unix seconds')
    parsed.expiryTimestamp = Number(expiry)
  }
  const methods = parameters.get('methods')
  if (methods !== undefined) {
    if (!/^(\[?[A-Za-z0-9_]+\]?)(,\[?[A-Za-z0-9_]+\]?)*$/.test(methods)) {
      throw new InvalidPairingUriError('methods must be a comma separated list of method names')
    }
    parsed.methods = methods.replace(/[[\]]/g, '').split(',')
  }
  return parsed
}
