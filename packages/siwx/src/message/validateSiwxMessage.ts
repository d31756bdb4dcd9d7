import { isChecksumAddress } from './checksumAddress.js'
import { InvalidSiwxMessageError } from './InvalidSiwxMessageError.js'
import { parseSiwxTime } from './parseSiwxTime.js'
import { siwxAccountNames } from './siwxAccountNames.js'
import type { SiwxMessageData, SiwxNamespace } from './types.js'

const oneLine = [
  'accountAddress',
  'domain',
  'scheme',
  'uri',
  'nonce',
  'statement',
  'issuedAt',
  'expirationTime',
  'notBefore',
  'requestId',
] as const

/** The namespace and reference of a message's `chainId`; throws `InvalidSiwxMessageError` for another namespace. */
export function splitSiwxChainId(chainId: string): [SiwxNamespace, string] {
  const [namespace, reference, ...rest] = chainId.split(':')
  if (!namespace || !reference || rest.length || !Object.hasOwn(siwxAccountNames, namespace))
    throw new InvalidSiwxMessageError('chainId', { details: chainId })
  return [namespace as SiwxNamespace, reference]
}

/**
 * The rules every sign-in message keeps, written or read: single-line fields, a nonce of 8 or more letters or
 * digits, version '1', a domain that is a host with an optional port, RFC 3339 times of real dates, a numeric
 * chain id and an EIP-55 checksummed address on eip155 (when `checksum` is set: the formatter checksums the
 * address itself). Throws `InvalidSiwxMessageError` naming the first field that breaks one.
 */
export function validateSiwxMessage(data: SiwxMessageData, { checksum }: { checksum: boolean }): void {
  for (const field of oneLine) {
    const value = data[field]
    if (typeof value === 'string' && /[\r\n]/.test(value))
      throw new InvalidSiwxMessageError(field, { details: 'must not contain a line break' })
  }
  const [namespace, reference] = splitSiwxChainId(data.chainId)
  if (!data.accountAddress || /\s/.test(data.accountAddress))
    throw new InvalidSiwxMessageError('accountAddress', { details: 'an address without spaces' })
  if (namespace === 'eip155') {
    if (!/^\d{1,18}$/.test(reference))
      throw new InvalidSiwxMessageError('chainId', { details: 'EIP-4361 chain ids are numbers' })
    if (checksum && !isChecksumAddress(data.accountAddress))
      throw new InvalidSiwxMessageError('accountAddress', { details: 'an EIP-55 checksummed address' })
  }
  if (!/^[A-Za-z0-9]{8,}$/.test(data.nonce))
    throw new InvalidSiwxMessageError('nonce', { details: 'at least 8 letters or digits' })
  if (data.version !== '1') throw new InvalidSiwxMessageError('version', { details: "must be '1'" })
  if (!/^[^\s/?#@]{1,255}$/.test(data.domain))
    throw new InvalidSiwxMessageError('domain', { details: 'a host with an optional port' })
  if (data.scheme !== undefined && !/^[a-zA-Z][a-zA-Z0-9+.-]{0,31}$/.test(data.scheme))
    throw new InvalidSiwxMessageError('scheme', { details: data.scheme })
  if (!data.uri || /\s/.test(data.uri)) throw new InvalidSiwxMessageError('uri', { details: 'a URI' })
  for (const field of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
    const value = data[field]
    if ((field === 'issuedAt' || value !== undefined) && parseSiwxTime(value ?? '') === undefined)
      throw new InvalidSiwxMessageError(field, { details: 'an RFC 3339 date-time of a real date' })
  }
  for (const resource of data.resources ?? [])
    if (!resource || /\s/.test(resource))
      throw new InvalidSiwxMessageError('resources', { details: resource })
}
