import { InvalidSiwxMessageError } from './InvalidSiwxMessageError.js'
import { namespaceOfAccountName } from './siwxAccountNames.js'
import type { SiwxMessageData } from './types.js'
import { validateSiwxMessage } from './validateSiwxMessage.js'

const header = /^(?:([a-zA-Z][a-zA-Z0-9+.-]{0,31}):\/\/)?(\S+) wants you to sign in with your (\S+) account:$/
const required = [
  ['URI', 'uri'],
  ['Version', 'version'],
  ['Chain ID', 'chainId'],
  ['Nonce', 'nonce'],
  ['Issued At', 'issuedAt'],
] as const
const optional = [
  ['Expiration Time', 'expirationTime'],
  ['Not Before', 'notBefore'],
  ['Request ID', 'requestId'],
] as const

/**
 * The fields of a sign-in message's text: EIP-4361 (`… with your Ethereum account`), Sign-In-With-Solana and
 * CAIP-122's generic text share one layout — header (an optional `scheme://` before the domain), address, blank
 * line, an optional statement and blank line (Sign-In-With-Solana drops both lines when there is no statement),
 * then `URI`, `Version`, `Chain ID`, `Nonce`, `Issued At`, and the optional `Expiration Time`, `Not Before`,
 * `Request ID` and `Resources`, in that order; lines end with `\n` only and nothing follows. `Chain ID` is the
 * CAIP-2 reference or the whole id of the header's namespace. Strict: the rules of `validateSiwxMessage` hold
 * (real dates, an EIP-55 checksummed address on eip155, …). Throws `InvalidSiwxMessageError` naming the field.
 *
 * @example
 * parseSiwxMessage(message.toString()).nonce
 */
export function parseSiwxMessage(text: string): SiwxMessageData {
  const lines = text.split('\n')
  const head = header.exec(lines[0] ?? '')
  if (!head) throw new InvalidSiwxMessageError('domain', { details: 'no sign-in header' })
  const [, scheme, domain = '', accountName = ''] = head
  const namespace = namespaceOfAccountName(accountName)
  if (!namespace)
    throw new InvalidSiwxMessageError('chainId', { details: `no chain signs in as ${accountName}` })
  const accountAddress = lines[1] ?? ''
  if (lines[2] !== '')
    throw new InvalidSiwxMessageError('accountAddress', { details: 'a blank line follows it' })
  let at = 3
  let statement: string | undefined
  const startsFields = (index: number) =>
    lines[index]?.startsWith('URI: ') && lines[index + 1]?.startsWith('Version: ')
  if (!startsFields(at)) {
    if (lines[at] !== '') statement = lines[at++]
    if (lines[at++] !== '')
      throw new InvalidSiwxMessageError('statement', { details: 'a blank line follows it' })
  }
  const value = (key: string) => {
    const line = lines[at]
    if (!line?.startsWith(`${key}: `)) return undefined
    at++
    return line.slice(key.length + 2)
  }
  const values: Record<string, string> = {}
  for (const [key, field] of required) {
    const found = value(key)
    if (!found) throw new InvalidSiwxMessageError(field, { details: `expected the ${key} line` })
    values[field] = found
  }
  for (const [key, field] of optional) {
    const found = value(key)
    if (found !== undefined) values[field] = found
  }
  let resources: string[] | undefined
  if (lines[at] === 'Resources:') {
    resources = []
    for (at++; lines[at]?.startsWith('- '); at++) resources.push((lines[at] as string).slice(2))
    if (resources.length === 0) throw new InvalidSiwxMessageError('resources', { details: 'none listed' })
  }
  if (at !== lines.length)
    throw new InvalidSiwxMessageError('resources', { details: `unexpected line: ${lines[at]}` })
  const { chainId: written = '', uri = '', version = '', nonce = '', issuedAt = '' } = values
  const prefix = `${namespace}:`
  const chainId = (written.startsWith(prefix) ? written : `${prefix}${written}`) as SiwxMessageData['chainId']
  const data: SiwxMessageData = {
    domain,
    ...(scheme !== undefined && { scheme }),
    accountAddress,
    chainId,
    uri,
    version,
    nonce,
    issuedAt,
    ...(statement !== undefined && { statement }),
    ...(values.expirationTime !== undefined && { expirationTime: values.expirationTime }),
    ...(values.notBefore !== undefined && { notBefore: values.notBefore }),
    ...(values.requestId !== undefined && { requestId: values.requestId }),
    ...(resources && { resources }),
  }
  validateSiwxMessage(data, { checksum: true })
  return data
}
