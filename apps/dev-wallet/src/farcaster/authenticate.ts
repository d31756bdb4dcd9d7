import type { Hex } from 'viem'
import type { FarcasterProfile } from './types.js'

/** Where a Sign In With Farcaster relay takes answers, below its `siweUri`. */
const AUTHENTICATE_PATH = '/v1/farcaster/channel/authenticate'

/** The most of the relay's answer that is read (its refusal message is all the page shows). */
const MAX_ANSWER_BYTES = 64 * 1024

/** The most of the relay's refusal message shown. */
const MAX_MESSAGE_LENGTH = 500

export type AuthenticateParameters = {
  /** The relay's URI from the request: the answer goes to `<siweUri>/v1/farcaster/channel/authenticate`. */
  siweUri: string
  channelToken: string
  message: string
  signature: Hex
  profile: FarcasterProfile
  timeoutMs: number
}

/** How the relay took the answer: accepted, refused (its status and message), or not reached at all. */
export type AuthenticateReturnType =
  | { outcome: 'signed' }
  | { outcome: 'refused'; status: number; message: string }
  | { outcome: 'unreachable'; message: string }

/** `<siweUri>/v1/farcaster/channel/authenticate`, the URI's path kept as a prefix (its query and hash dropped). */
export function authenticateUrl(siweUri: string): string {
  const url = new URL(siweUri)
  return new URL(`${url.pathname.replace(/\/+$/, '')}${AUTHENTICATE_PATH}`, url.origin).href
}

/**
 * Posts a signed Sign In With Farcaster answer to the relay as a Farcaster app does: `Authorization: Bearer
 * <channelToken>` and `{ message, signature, fid, username, displayName, pfpUrl }`. Never throws: a refusal keeps
 * the relay's status and message, a network failure or a timeout is `unreachable`.
 *
 * @example
 * const answer = await authenticate({ siweUri, channelToken, message, signature, profile, timeoutMs: 10_000 })
 * if (answer.outcome === 'refused') console.log(answer.status, answer.message)
 */
export async function authenticate({
  siweUri,
  channelToken,
  message,
  signature,
  profile,
  timeoutMs,
}: AuthenticateParameters): Promise<AuthenticateReturnType> {
  const { fid, username, displayName, pfpUrl } = profile
  let response: Response
  let text: string
  try {
    response = await fetch(authenticateUrl(siweUri), {
      method: 'POST',
      headers: { authorization: `Bearer ${channelToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message, signature, fid, username, displayName, pfpUrl }),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    })
    text = await readBounded(response, MAX_ANSWER_BYTES)
  } catch (error) {
    return { outcome: 'unreachable', message: describe(error) }
  }
  if (response.ok) return { outcome: 'signed' }
  return { outcome: 'refused', status: response.status, message: refusalMessage(text, response) }
}

/** The relay's `{ message }`, else its status text. */
function refusalMessage(text: string, response: Response): string {
  let message: unknown
  try {
    message = (JSON.parse(text) as { message?: unknown } | null)?.message
  } catch {}
  const said = typeof message === 'string' && message ? message : response.statusText || 'No reason given'
  return said.slice(0, MAX_MESSAGE_LENGTH)
}

/** The body as text, cut at `limit` bytes (the rest is not read). */
async function readBounded(response: Response, limit: number): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  while (size < limit) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    size += value.byteLength
  }
  await reader.cancel().catch(() => undefined)
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, limit))
}

/** A network error in words: fetch's own message names little, its cause (ECONNREFUSED, a timeout) more. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  if (error.name === 'TimeoutError') return 'The relay did not answer in time'
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return `${error.message}${cause}`.slice(0, MAX_MESSAGE_LENGTH)
}
