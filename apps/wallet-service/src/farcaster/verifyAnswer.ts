import { type Address, type Hex, isAddressEqual } from 'viem'
import { ValidationError } from '../errors.js'
import type { FarcasterChannel } from './channels.js'
import { checkSignInMessage } from './checkSignInMessage.js'
import type { FarcasterClient } from './client.js'
import { FarcasterRefusedError } from './errors.js'
import { parseSiweMessage, SiweMessageError } from './siweMessage.js'

export type VerifyAnswerParameters = {
  channel: Pick<FarcasterChannel, 'domain' | 'siweUri' | 'nonce'>
  /** The answer as the Farcaster app posted it. */
  message: string
  signature: Hex
  fid: number
  /** How the Farcaster app says it signed; only `custody` is accepted. */
  authMethod?: 'custody' | 'authAddress' | undefined
  now: number
}

/**
 * Checks a Farcaster app's answer to a channel, in the order of their cost: the message is EIP-4361 (else 400
 * naming `body.message`), it is the Sign In With Farcaster message the channel asked for and names `fid`, the
 * fid's custody address in the IdRegistry is the message's address, and it signed the message. Answers that
 * custody address; throws `FarcasterRefusedError` (401) for an answer that does not check out, and
 * `FarcasterUnreachableError` (503) when the registry cannot be read.
 */
export async function verifyAnswer(
  farcaster: FarcasterClient,
  { channel, message, signature, fid, authMethod, now }: VerifyAnswerParameters,
): Promise<Address> {
  if (authMethod === 'authAddress')
    throw new FarcasterRefusedError('Only messages signed by the custody address are accepted')
  let parsed: ReturnType<typeof parseSiweMessage>
  try {
    parsed = parseSiweMessage(message)
  } catch (error) {
    if (error instanceof SiweMessageError) throw new ValidationError('body.message', error.message)
    throw error
  }
  checkSignInMessage(parsed, { request: channel, fid, now })
  const custody = await farcaster.custodyOf(fid)
  if (!custody) throw new FarcasterRefusedError('This fid is not registered')
  if (!isAddressEqual(parsed.address, custody))
    throw new FarcasterRefusedError("The message's address is not the fid's custody address")
  if (!(await farcaster.verifySignature({ address: custody, message, signature })))
    throw new FarcasterRefusedError('The message was not signed by the custody address')
  return custody
}
