import { FarcasterRefusedError } from './errors.js'
import type { SiweMessage } from './siweMessage.js'

/** OP Mainnet, where Farcaster's registries live: the chain id every Sign In With Farcaster message names. */
export const SIWF_CHAIN_ID = 10

/** The statement of a Sign In With Farcaster message (and the one of its first version, "Farcaster Connect"). */
export const SIWF_STATEMENTS: readonly string[] = ['Farcaster Auth', 'Farcaster Connect']

/** The resource naming the fid that signs in. */
const FID_RESOURCE = /^farcaster:\/\/fid\/([1-9]\d*)\/?$/
/** The resource naming how the message was signed: by the custody address, or by an auth address. */
const SIGNER_RESOURCE = /^farcaster:\/\/signer\/type\/(custody|authAddress)\/?$/

/** What a channel asked the Farcaster app to sign. */
export type SignInRequest = { domain: string; siweUri: string; nonce: string }

export type CheckSignInMessageParameters = {
  request: SignInRequest
  /** The fid the Farcaster app says signed. */
  fid: number
  /** Milliseconds since the epoch. */
  now: number
}

/**
 * Checks a parsed Sign In With Farcaster message against the channel's request: the statement, chain id 10, one
 * `farcaster://fid/<fid>` resource naming `fid` (and, if it names one, the custody signer type), the channel's
 * domain, URI and nonce, and its validity window. Throws `FarcasterRefusedError` (401) saying what failed. The
 * signature and the custody address are checked after, against the IdRegistry.
 *
 * @example
 * checkSignInMessage(parseSiweMessage(body.message), { request: channel, fid: body.fid, now: ctx.now() })
 */
export function checkSignInMessage(
  message: SiweMessage,
  { request, fid, now }: CheckSignInMessageParameters,
): void {
  const refuse = (why: string): never => {
    throw new FarcasterRefusedError(why)
  }
  if (message.statement === undefined || !SIWF_STATEMENTS.includes(message.statement))
    refuse(`The message's statement must be "${SIWF_STATEMENTS[0]}"`)
  if (message.chainId !== SIWF_CHAIN_ID) refuse(`The message's chain id must be ${SIWF_CHAIN_ID}`)

  const fids = message.resources.flatMap((resource) => FID_RESOURCE.exec(resource)?.[1] ?? [])
  if (fids.length !== 1) refuse('The message must name one fid (farcaster://fid/<fid>)')
  if (fids[0] !== String(fid)) refuse("The message's fid is not the fid given")
  const signers = message.resources.flatMap((resource) => SIGNER_RESOURCE.exec(resource)?.[1] ?? [])
  if (signers.length > 1) refuse('The message must name one signer type at most')
  if (signers[0] === 'authAddress') refuse('Only messages signed by the custody address are accepted')

  if (message.domain !== request.domain) refuse('The message is for another domain')
  if (message.uri !== request.siweUri) refuse('The message is for another URI')
  if (message.nonce !== request.nonce) refuse("The message's nonce is not this sign-in's")
  if (message.expirationTime !== undefined && Date.parse(message.expirationTime) <= now)
    refuse('The message has expired')
  if (message.notBefore !== undefined && Date.parse(message.notBefore) > now)
    refuse('The message is not valid yet')
}
