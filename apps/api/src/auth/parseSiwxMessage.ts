/** Longest sign-in message accepted, in characters. */
export const MAX_SIWX_MESSAGE_LENGTH = 8_192

/** The fields of a CAIP-122 sign-in message, as written in it (times still ISO 8601 text). */
export type SiwxMessageFields = {
  /** The URI scheme written before the domain (`https` in `https://example.com wants you…`), if any. */
  scheme: string | undefined
  /** RFC 3986 authority: host and optional port. */
  domain: string
  /** What the header says: `Ethereum`, `Solana`, `Polkadot`, `Bitcoin`, … */
  chainName: string
  address: string
  statement: string | undefined
  uri: string
  version: string
  /** As written: the CAIP-2 reference (`1`, `5eykt4…`) or the whole CAIP-2 id. */
  chainId: string
  nonce: string
  issuedAt: string
  expirationTime: string | undefined
  notBefore: string | undefined
  requestId: string | undefined
  resources: string[]
}

export type ParseSiwxMessageReturnType =
  | { ok: true; fields: SiwxMessageFields }
  | { ok: false; reason: string }

const scheme = '(?:([a-zA-Z][a-zA-Z0-9+.-]{0,31})://)?'
const authority = '([^\\s/?#@]{1,255})'
const line = '([^\\n]{1,1024})'
const word = '([^\\s]{1,256})'
// Every line after the header in the order CAIP-122 (and EIP-4361, Sign-In-With-Solana) writes them; a missing
// required line or one out of order fails the match.
const pattern = new RegExp(
  `^${scheme}${authority} wants you to sign in with your ([^\\n]{1,64}) account:\\n${word}\\n\\n` +
    // A statement and a blank line; EIP-4361 and CAIP-122 leave an empty line when there is no statement,
    // Sign-In-With-Solana leaves both lines out.
    `(?:(?:${line}\\n)?\\n)?` +
    `URI: ${word}\\nVersion: ${word}\\nChain ID: ${word}\\nNonce: ${word}\\nIssued At: ${word}` +
    `(?:\\nExpiration Time: ${word})?(?:\\nNot Before: ${word})?(?:\\nRequest ID: ${line})?` +
    '(?:\\nResources:((?:\\n- [^\\s]{1,1024}){1,64}))?$',
)

/**
 * Parses the text of a CAIP-122 sign-in message: EIP-4361 (`… with your Ethereum account`), Sign-In-With-Solana
 * and the generic CAIP-122 text share one layout — header, address, blank line, optional statement and blank
 * line (Sign-In-With-Solana drops both lines when there is no statement), then `URI`, `Version`, `Chain ID`, `Nonce`, `Issued At` (all required here) and the optional
 * `Expiration Time`, `Not Before`, `Request ID`, `Resources`, in that order. Lines end with `\n` only.
 *
 * @example
 * parseSiwxMessage('example.com wants you to sign in with your Ethereum account:\n0xA0Cf…\n\n\nURI: https://…')
 */
export function parseSiwxMessage(message: string): ParseSiwxMessageReturnType {
  if (message.length > MAX_SIWX_MESSAGE_LENGTH) {
    return { ok: false, reason: `The message is longer than ${MAX_SIWX_MESSAGE_LENGTH} characters` }
  }
  const match = pattern.exec(message)
  if (!match) {
    return {
      ok: false,
      reason:
        'Not a CAIP-122 sign-in message: expected "<domain> wants you to sign in with your <chain> account:", the address, and the URI, Version, Chain ID, Nonce and Issued At lines in order',
    }
  }
  const [, sch, domain, chainName, address, statement, uri, version, chainId, nonce, issuedAt] = match
  const [expirationTime, notBefore, requestId, resources] = match.slice(11)
  return {
    ok: true,
    fields: {
      scheme: sch,
      domain: domain as string,
      chainName: chainName as string,
      address: address as string,
      statement,
      uri: uri as string,
      version: version as string,
      chainId: chainId as string,
      nonce: nonce as string,
      issuedAt: issuedAt as string,
      expirationTime,
      notBefore,
      requestId,
      resources: resources
        ? resources
            .slice(1)
            .split('\n')
            .map((entry) => entry.slice(2))
        : [],
    },
  }
}

/** An RFC 3339 date-time (what the messages' time fields hold) in ms since the epoch, else undefined. */
export function parseSiwxTime(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/i.test(text)) return undefined
  const time = Date.parse(text)
  return Number.isFinite(time) ? time : undefined
}
