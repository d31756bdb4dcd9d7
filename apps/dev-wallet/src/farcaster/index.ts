// The Farcaster test client: a page on its own origin acting as a Farcaster app for Sign In With Farcaster (see README).
export { farcasterDevPrivateKey } from './keys.js'
export { FarcasterClientOptionsError } from './options.js'
export {
  SIWF_CHAIN_ID,
  SIWF_STATEMENT,
  type SignInMessageParameters,
  signInMessage,
} from './signInMessage.js'
export type { SignInRequest } from './signInRequest.js'
export { startFarcasterClient } from './startFarcasterClient.js'
export type { FarcasterClient, FarcasterProfile, StartFarcasterClientOptions } from './types.js'
