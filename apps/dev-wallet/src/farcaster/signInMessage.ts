import type { Address } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import type { SignInRequest } from './signInRequest.js'

/** OP Mainnet, where Farcaster's registries live: the chain id every Sign In With Farcaster message names. */
export const SIWF_CHAIN_ID = 10

/** The statement of a Sign In With Farcaster message. */
export const SIWF_STATEMENT = 'Farcaster Auth'

export type SignInMessageParameters = {
  request: SignInRequest
  /** The fid's custody address: the message's address and its signer. */
  custody: Address
  fid: number
  issuedAt: Date
}

/**
 * The Sign In With Farcaster message a Farcaster app signs for `request`: EIP-4361 with the statement
 * "Farcaster Auth", chain id 10, the request's domain, URI (`siweUri`), nonce and validity, and the one resource
 * `farcaster://fid/<fid>`. Throws viem's `SiweInvalidMessageFieldError` for a field EIP-4361 refuses.
 *
 * @example
 * const message = signInMessage({ request, custody: account.address, fid, issuedAt: new Date() })
 * const signature = await account.signMessage({ message })
 */
export function signInMessage({ request, custody, fid, issuedAt }: SignInMessageParameters): string {
  return createSiweMessage({
    domain: request.domain,
    address: custody,
    statement: SIWF_STATEMENT,
    uri: request.siweUri,
    version: '1',
    chainId: SIWF_CHAIN_ID,
    nonce: request.nonce,
    issuedAt,
    expirationTime: new Date(request.expirationTime),
    ...(request.notBefore !== undefined && { notBefore: new Date(request.notBefore) }),
    ...(request.requestId !== undefined && { requestId: request.requestId }),
    resources: [`farcaster://fid/${fid}`],
  })
}
