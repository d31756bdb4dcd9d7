import { type Address, getAddress } from 'viem'

/** An EIP-4361 (Sign-In with Ethereum) message, as its lines say. Absent optional fields are undefined. */
export type SiweMessage = {
  scheme: string | undefined
  /** The authority asking for the sign-in (`host[:port]`). */
  domain: string
  /** The signer's address, EIP-55 checksummed. */
  address: Address
  statement: string | undefined
  uri: string
  version: '1'
  chainId: number
  nonce: string
  /** RFC 3339 date-times, as written. */
  issuedAt: string
  expirationTime: string | undefined
  notBefore: string | undefined
  requestId: string | undefined
  resources: string[]
}

/** The text is no EIP-4361 message: `field` names the part that failed. */
export class SiweMessageError extends Error {
  override name = 'SiweMessageError' as const
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
  }
}

// The grammar's pieces (EIP-4361's ABNF over RFC 3986).
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/
/** `host[:port]`: a registered name, an IPv4 address or a bracketed IPv6 literal (no user info). */
const DOMAIN = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?)(?::\d{1,5})?$/
const URI = /^[A-Za-z][A-Za-z0-9+.-]*:(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})+$/
/** Reserved and unreserved characters and spaces, never a line break. */
const STATEMENT = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]+$/
const NONCE = /^[A-Za-z0-9]{8,}$/
const CHAIN_ID = /^[1-9]\d{0,15}$/
const REQUEST_ID = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*$/
const DATE_TIME =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d{1,9})?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/
const HEADER = ' wants you to sign in with your Ethereum account:'

/** Reads the message's lines in order; each step takes one line or refuses. */
function lineReader(text: string) {
  const lines = text.split('\n')
  let index = 0
  return {
    peek: () => lines[index],
    take(field: string): string {
      const line = lines[index++]
      if (line === undefined) throw new SiweMessageError(field, `The message ends before its ${field}`)
      return line
    },
    /** The value of `Label: value` on the next line, or undefined (the line left) when it has another label. */
    optional(label: string, field: string, pattern: RegExp): string | undefined {
      const line = lines[index]
      if (line === undefined || !line.startsWith(`${label}: `)) return undefined
      index++
      return checked(field, line.slice(label.length + 2), pattern)
    },
    required(label: string, field: string, pattern: RegExp): string {
      const line = this.take(field)
      if (!line.startsWith(`${label}: `))
        throw new SiweMessageError(field, `Expected "${label}: " on its line`)
      return checked(field, line.slice(label.length + 2), pattern)
    },
    done: () => index >= lines.length,
  }
}

function checked(field: string, value: string, pattern: RegExp): string {
  if (!pattern.test(value)) throw new SiweMessageError(field, `Invalid ${field}`)
  return value
}

function dateTime(field: string, value: string | undefined): string | undefined {
  if (value !== undefined && Number.isNaN(Date.parse(value)))
    throw new SiweMessageError(field, `Invalid ${field}`)
  return value
}

/** The first line: `[scheme://]domain wants you to sign in with your Ethereum account:`. */
function readOrigin(line: string): { scheme: string | undefined; domain: string } {
  if (!line.endsWith(HEADER)) throw new SiweMessageError('domain', 'The message has no EIP-4361 header')
  const origin = line.slice(0, -HEADER.length)
  const separator = origin.indexOf('://')
  const scheme = separator === -1 ? undefined : checked('scheme', origin.slice(0, separator), SCHEME)
  const domain = checked('domain', separator === -1 ? origin : origin.slice(separator + 3), DOMAIN)
  return { scheme, domain }
}

/** An EIP-55 address; a lower- or upper-case one, or a wrong checksum, is refused. */
function readAddress(line: string): Address {
  if (!/^0x[0-9a-fA-F]{40}$/.test(line)) throw new SiweMessageError('address', 'Invalid address')
  const address = getAddress(line)
  if (address !== line) throw new SiweMessageError('address', 'The address is not EIP-55 checksummed')
  return address
}

/**
 * Parses an EIP-4361 message strictly: its lines in the order the grammar gives, `\n` line breaks, no line
 * missing or extra, every field of the grammar's shape, version 1, dates that are RFC 3339 date-times, an EIP-55
 * address. Throws `SiweMessageError` naming the field that failed.
 *
 * @example
 * const { domain, nonce, resources } = parseSiweMessage(body.message)
 */
export function parseSiweMessage(text: string): SiweMessage {
  const lines = lineReader(text)
  const { scheme, domain } = readOrigin(lines.take('domain'))
  const address = readAddress(lines.take('address'))
  if (lines.take('statement') !== '')
    throw new SiweMessageError('address', 'Expected a blank line after the address')
  // `address LF LF [statement LF] LF "URI: "`: a statement is the line between two blank ones.
  let statement: string | undefined
  const afterBlank = lines.take('uri')
  if (afterBlank !== '') {
    statement = checked('statement', afterBlank, STATEMENT)
    if (lines.take('uri') !== '')
      throw new SiweMessageError('statement', 'Expected a blank line after the statement')
  }
  const uri = lines.required('URI', 'uri', URI)
  lines.required('Version', 'version', /^1$/)
  const chainId = Number(lines.required('Chain ID', 'chainId', CHAIN_ID))
  if (!Number.isSafeInteger(chainId)) throw new SiweMessageError('chainId', 'Invalid chainId')
  const nonce = lines.required('Nonce', 'nonce', NONCE)
  const issuedAt = dateTime('issuedAt', lines.required('Issued At', 'issuedAt', DATE_TIME)) as string
  const expirationTime = dateTime(
    'expirationTime',
    lines.optional('Expiration Time', 'expirationTime', DATE_TIME),
  )
  const notBefore = dateTime('notBefore', lines.optional('Not Before', 'notBefore', DATE_TIME))
  const requestId = lines.optional('Request ID', 'requestId', REQUEST_ID)
  const resources: string[] = []
  if (lines.peek() === 'Resources:') {
    lines.take('resources')
    while (!lines.done()) {
      const line = lines.take('resources')
      if (!line.startsWith('- ')) throw new SiweMessageError('resources', 'Expected "- " before a resource')
      resources.push(checked('resources', line.slice(2), URI))
    }
  }
  if (!lines.done()) throw new SiweMessageError('message', 'Unexpected text after the last field')
  return {
    scheme,
    domain,
    address,
    statement,
    uri,
    version: '1',
    chainId,
    nonce,
    issuedAt,
    expirationTime,
    notBefore,
    requestId,
    resources,
  }
}
