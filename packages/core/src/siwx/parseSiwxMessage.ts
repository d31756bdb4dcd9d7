import type { CaipNetworkId, ChainNamespace } from '../caip/types.js'
import { InvalidSiwxMessageError } from '../errors/siwx.js'
import { siwxAccountNames } from './formatSiwxMessage.js'
import type { SiwxMessageData } from './types.js'

const fieldNames = {
  URI: 'uri',
  Version: 'version',
  Nonce: 'nonce',
  'Issued At': 'issuedAt',
  'Expiration Time': 'expirationTime',
  'Not Before': 'notBefore',
  'Request ID': 'requestId',
} as const

/**
 * The fields of a sign-in message's text, in any of the formats `formatSiwxMessage` writes. Throws
 * `InvalidSiwxMessageError` for text that is not one (unknown account word, a missing required field).
 *
 * @example
 * parseSiwxMessage(message.toString()).nonce
 */
export function parseSiwxMessage(text: string): SiwxMessageData {
  const lines = text.split('\n')
  const header = /^(\S+) wants you to sign in with your (\w+) account:$/.exec(lines[0] ?? '')
  if (!header) throw new InvalidSiwxMessageError('domain', { details: 'no sign-in header' })
  const namespace = (Object.keys(siwxAccountNames) as ChainNamespace[]).find(
    (key) => siwxAccountNames[key] === header[2],
  )
  if (!namespace) throw new InvalidSiwxMessageError('chainId', { details: header[2] })
  const accountAddress = lines[1] ?? ''
  const values: Record<string, string> = {}
  let statement: string | undefined
  let reference: string | undefined
  let resources: string[] | undefined
  for (const line of lines.slice(2)) {
    if (resources && line.startsWith('- ')) {
      resources.push(line.slice(2))
      continue
    }
    if (line === 'Resources:') {
      resources = []
      continue
    }
    const match = /^([A-Za-z ]+): (.*)$/.exec(line)
    const key = match?.[1]
    if (match && key === 'Chain ID') reference = match[2]
    else if (match && key && Object.hasOwn(fieldNames, key))
      values[fieldNames[key as keyof typeof fieldNames]] = match[2] ?? ''
    else if (line !== '' && statement === undefined && Object.keys(values).length === 0) statement = line
    else if (line !== '') throw new InvalidSiwxMessageError('statement', { details: line })
  }
  const { uri, version, nonce, issuedAt, ...optional } = values
  if (!accountAddress) throw new InvalidSiwxMessageError('accountAddress')
  if (!reference) throw new InvalidSiwxMessageError('chainId')
  if (!uri || !version || !nonce || !issuedAt)
    throw new InvalidSiwxMessageError(!uri ? 'uri' : !version ? 'version' : !nonce ? 'nonce' : 'issuedAt')
  return {
    domain: header[1] ?? '',
    accountAddress,
    chainId: `${namespace}:${reference}` as CaipNetworkId,
    uri,
    version,
    nonce,
    issuedAt,
    ...(statement !== undefined && { statement }),
    ...optional,
    ...(resources && { resources }),
  }
}
