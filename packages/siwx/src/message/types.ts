/** The chain namespaces a sign-in message names by its account word (`… with your Ethereum account`). */
export type SiwxNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122'

/**
 * The fields of a sign-in message (CAIP-122's data model). `chainId` is the CAIP-2 network id the account signs
 * in on; times are RFC 3339 date-times.
 */
export type SiwxMessageData = {
  accountAddress: string
  chainId: `${SiwxNamespace}:${string}`
  /** The site asking (an RFC 3986 authority: host and optional port). */
  domain: string
  /** The URI scheme written before the domain (`https` in `https://example.com wants you…`), when there is one. */
  scheme?: string | undefined
  /** The page or resource the sign-in is for. */
  uri: string
  /** '1'. */
  version: string
  /** From the server, single-use: 8 or more letters or digits. */
  nonce: string
  /** One line of text the person agrees to (never a line break). */
  statement?: string | undefined
  issuedAt: string
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
}

/** A message ready to sign: its fields and, through `toString()`, the exact text the wallet signs. */
export type SiwxMessage = SiwxMessageData & { toString(): string }
