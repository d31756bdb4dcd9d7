import { toChecksumAddress } from '../caip/toChecksumAddress.js'
import type { ChainNamespace } from '../caip/types.js'
import { InvalidSiwxMessageError } from '../errors/siwx.js'
import type { SiwxMessage, SiwxMessageData } from './types.js'

/** The account word of each namespace's first line: "… sign in with your Ethereum account:". */
export const siwxAccountNames: Record<ChainNamespace, string> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  polkadot: 'Polkadot',
  bip122: 'Bitcoin',
}

/**
 * The text a wallet signs for a sign-in message: EIP-4361 on eip155 (checksummed address, numeric chain id),
 * the Sign-In-With-Solana text on solana (no blank lines stand in for an absent statement), and CAIP-122's
 * generic text on polkadot and bip122. `Chain ID` is the CAIP-2 reference (`1`, a genesis hash). Throws
 * `InvalidSiwxMessageError` for a field the formats refuse (a line break in the statement or a field, a nonce
 * under 8 letters or digits, version other than '1').
 *
 * @example
 * formatSiwxMessage({ chainId: 'eip155:1', accountAddress: '0x…', domain: 'app.example', uri: 'https://app.example',
 *   version: '1', nonce: 'k3j4h5g6f7', issuedAt: '2026-01-01T00:00:00.000Z' })
 */
export function formatSiwxMessage(data: SiwxMessageData): string {
  validate(data)
  const [namespace, reference] = splitChainId(data.chainId)
  const address = namespace === 'eip155' ? toChecksumAddress(data.accountAddress) : data.accountAddress
  const header = `${data.domain} wants you to sign in with your ${siwxAccountNames[namespace]} account:\n${address}`
  const fields = [
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
    data.expirationTime && `Expiration Time: ${data.expirationTime}`,
    data.notBefore && `Not Before: ${data.notBefore}`,
    data.requestId && `Request ID: ${data.requestId}`,
    data.resources?.length && ['Resources:', ...data.resources.map((resource) => `- ${resource}`)].join('\n'),
  ]
    .filter(Boolean)
    .join('\n')
  // Solana's format leaves the statement's lines out when there is none; EIP-4361 and CAIP-122 keep them empty.
  if (namespace === 'solana')
    return data.statement ? `${header}\n\n${data.statement}\n\n${fields}` : `${header}\n\n${fields}`
  return `${header}\n\n${data.statement ? `${data.statement}\n` : ''}\n${fields}`
}

/** A message's fields with `toString()` giving its text. */
export function toSiwxMessage(data: SiwxMessageData): SiwxMessage {
  const text = formatSiwxMessage(data)
  return { ...data, toString: () => text }
}

function splitChainId(chainId: string): [ChainNamespace, string] {
  const [namespace, reference, ...rest] = chainId.split(':')
  if (!namespace || !reference || rest.length || !Object.hasOwn(siwxAccountNames, namespace))
    throw new InvalidSiwxMessageError('chainId', { details: chainId })
  return [namespace as ChainNamespace, reference]
}

function validate(data: SiwxMessageData) {
  const oneLine: (keyof SiwxMessageData)[] = [
    'accountAddress',
    'domain',
    'uri',
    'nonce',
    'statement',
    'issuedAt',
    'expirationTime',
    'notBefore',
    'requestId',
  ]
  for (const field of oneLine) {
    const value = data[field]
    if (typeof value === 'string' && /[\r\n]/.test(value))
      throw new InvalidSiwxMessageError(field, { details: 'must not contain a line break' })
  }
  if (!/^[A-Za-z0-9]{8,}$/.test(data.nonce))
    throw new InvalidSiwxMessageError('nonce', { details: 'at least 8 letters or digits' })
  if (data.version !== '1') throw new InvalidSiwxMessageError('version', { details: "must be '1'" })
  if (!data.domain || /[\s/]/.test(data.domain))
    throw new InvalidSiwxMessageError('domain', { details: 'a host with an optional port' })
  for (const resource of data.resources ?? [])
    if (/[\r\n]/.test(resource)) throw new InvalidSiwxMessageError('resources', { details: resource })
}
