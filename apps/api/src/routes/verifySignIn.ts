import { InvalidSiwxMessageError, parseSiwxMessage, parseSiwxTime, type SiwxMessageData } from '@portico/siwx'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Database } from '../db/database.js'
import { consumeAuthNonce } from '../db/signInStore.js'
import { checkSiwxDomain } from '../signIn/checkSiwxDomain.js'
import type { SignInSessions } from '../signIn/signInSessions.js'
import { resolveSiwxChain, type SiwxChains } from '../signIn/siwxChains.js'
import { type VerifySiwxSignatureParameters, verifySiwxSignature } from '../signIn/verifySiwxSignature.js'

/** How far a message's `Issued At` / `Not Before` may be ahead of the server's clock: 60 s. */
export const SIWX_CLOCK_SKEW_MS = 60_000

/** What every refusal of the auth routes answers: `{ error: { code, message } }` (and `field` for bad input). */
export class AuthError extends Error {
  override name = 'AuthError'
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message)
  }
}

export type VerifySignInParameters = {
  db: Database
  chains: SiwxChains
  sessions: SignInSessions
  sessionLifetimeMs: number
  now: () => number
  /** The project signed in to. */
  project: { id: string; allowedOrigins: readonly string[] }
  /** The request's `Origin` header. */
  requestOrigin: string | undefined
  message: string
  signature: string
}

/**
 * A new session for a signed sign-in message, once its domain and URI are the project's, its times current, its
 * chain served, its signature the address's and its nonce fresh (used up here); otherwise an `AuthError`.
 */
export async function verifySignIn({
  db,
  chains,
  sessions,
  sessionLifetimeMs,
  now,
  project,
  requestOrigin,
  message,
  signature,
}: VerifySignInParameters) {
  const fields = readMessage(message)
  const chain = resolveSiwxChain(chains, fields.chainId)
  if (!chain.ok) throw new AuthError(400, 'unsupported_chain', chain.reason, 'body.message')
  const domainRefusal = checkSiwxDomain({
    scheme: fields.scheme,
    domain: fields.domain,
    uri: fields.uri,
    allowedOrigins: project.allowedOrigins,
    requestOrigin,
  })
  if (domainRefusal) throw new AuthError(401, 'domain_mismatch', domainRefusal)
  const time = now()
  const { expirationTime } = checkMessageTimes(fields, time)
  await checkSignature({ chains, chain, address: fields.accountAddress, message, signature })
  if (!(await consumeAuthNonce(db, { nonce: fields.nonce, project: project.id, now: time }))) {
    throw new AuthError(
      401,
      'invalid_nonce',
      'Nonce is unknown, expired or used already: fetch a new one from POST /v1/auth/nonce',
    )
  }
  const expiresAt = Math.min(expirationTime ?? Number.POSITIVE_INFINITY, time + sessionLifetimeMs)
  return sessions.create({
    project: project.id,
    caipAddress: `${chain.caipNetworkId}:${fields.accountAddress}`,
    chainId: chain.caipNetworkId,
    domain: fields.domain,
    issuedAt: time,
    expiresAt,
  })
}

/** The fields of a sign-in message (strictly parsed by @portico/siwx), or a 400 naming what is wrong. */
function readMessage(message: string): SiwxMessageData {
  try {
    return parseSiwxMessage(message)
  } catch (error) {
    if (!(error instanceof InvalidSiwxMessageError)) throw error
    const details = error.details ? `: ${error.details}` : ''
    throw new AuthError(400, 'invalid_message', `${error.message}${details}`, 'body.message')
  }
}

/** Refuses a message that has expired or is not valid yet at `time`; answers its expiration time (ms). */
function checkMessageTimes(fields: SiwxMessageData, time: number) {
  // The parser has checked the times are RFC 3339 date-times of real dates.
  const issuedAt = parseSiwxTime(fields.issuedAt) as number
  const expirationTime =
    fields.expirationTime === undefined ? undefined : parseSiwxTime(fields.expirationTime)
  const notBefore = fields.notBefore === undefined ? undefined : parseSiwxTime(fields.notBefore)
  if (expirationTime !== undefined && expirationTime <= time) {
    throw new AuthError(401, 'message_expired', 'The message has expired (Expiration Time)')
  }
  if (
    issuedAt > time + SIWX_CLOCK_SKEW_MS ||
    (notBefore !== undefined && notBefore > time + SIWX_CLOCK_SKEW_MS)
  ) {
    throw new AuthError(401, 'message_not_yet_valid', 'The message is not valid yet (Issued At / Not Before)')
  }
  return { expirationTime }
}

/** Refuses a signature that is not the address's (or an address not of the chain); a 503 when the node is down. */
async function checkSignature({
  chains,
  chain,
  address,
  message,
  signature,
}: {
  chains: SiwxChains
  chain: Pick<VerifySiwxSignatureParameters, 'namespace' | 'caipNetworkId'>
  address: string
  message: string
  signature: string
}) {
  let verdict: Awaited<ReturnType<typeof verifySiwxSignature>>
  try {
    verdict = await verifySiwxSignature({
      chains,
      namespace: chain.namespace,
      caipNetworkId: chain.caipNetworkId,
      address,
      message,
      signature,
    })
  } catch (error) {
    console.error('[auth] chain unreachable', chain.caipNetworkId, error)
    throw new AuthError(503, 'chain_unavailable', `The node of ${chain.caipNetworkId} cannot be reached`)
  }
  if (verdict === 'bad-address') {
    throw new AuthError(400, 'invalid_address', `Not an address of ${chain.caipNetworkId}`, 'body.message')
  }
  if (verdict === 'invalid') {
    const smart =
      chain.namespace === 'eip155' ? ' (smart accounts are checked with ERC-1271 and ERC-6492)' : ''
    throw new AuthError(
      401,
      'invalid_signature',
      `The signature is not the address's${smart}`,
      'body.signature',
    )
  }
}
