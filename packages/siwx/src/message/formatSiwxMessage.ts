import { toChecksumAddress } from './checksumAddress.js'
import { siwxAccountNames } from './siwxAccountNames.js'
import type { SiwxMessage, SiwxMessageData } from './types.js'
import { splitSiwxChainId, validateSiwxMessage } from './validateSiwxMessage.js'

/**
 * The text a wallet signs for a sign-in message: EIP-4361 on eip155 (checksummed address, numeric chain id),
 * the Sign-In-With-Solana text on solana (no blank lines stand in for an absent statement), and CAIP-122's
 * generic text on polkadot and bip122. `Chain ID` is the CAIP-2 reference (`1`, a genesis hash). Throws
 * `InvalidSiwxMessageError` for a field the formats refuse (see `validateSiwxMessage`).
 *
 * @example
 * formatSiwxMessage({ chainId: 'eip155:1', accountAddress: '0x…', domain: 'app.example', uri: 'https://app.example',
 *   version: '1', nonce: 'k3j4h5g6f7', issuedAt: '2026-01-01T00:00:00.000Z' })
 */
export function formatSiwxMessage(data: SiwxMessageData): string {
  const [namespace, reference] = splitSiwxChainId(data.chainId)
  const address =
    namespace === 'eip155'
      ? (toChecksumAddress(data.accountAddress) ?? data.accountAddress)
      : data.accountAddress
  validateSiwxMessage({ ...data, accountAddress: address }, { checksum: true })
  const origin = data.scheme ? `${data.scheme}://${data.domain}` : data.domain
  const header = `${origin} wants you to sign in with your ${siwxAccountNames[namespace]} account:\n${address}`
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
