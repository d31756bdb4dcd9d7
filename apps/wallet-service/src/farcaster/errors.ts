import { AuthError } from '../errors.js'

/** 409: the service has no `farcaster` settings. */
export class FarcasterUnavailableError extends AuthError {
  override name = 'FarcasterUnavailableError'
  constructor() {
    super(409, 'Farcaster login is not set up on this wallet service', 'SOCIAL_UNAVAILABLE')
  }
}

/** 401: a Sign In With Farcaster message or signature that does not check out (the message says which part). */
export class FarcasterRefusedError extends AuthError {
  override name = 'FarcasterRefusedError'
  constructor(message: string) {
    super(401, message, 'SOCIAL_FAILED')
  }
}

/** 503: the IdRegistry could not be read (the RPC failed, timed out, or serves another chain). */
export class FarcasterUnreachableError extends AuthError {
  override name = 'FarcasterUnreachableError'
  constructor(override readonly cause: unknown) {
    super(503, "Farcaster's registry could not be read. Please try again later.", 'SOCIAL_FAILED')
  }
}

/** 503: the hub's profile of the fid could not be read (the hub failed, timed out, or answered out of shape). */
export class FarcasterHubUnreachableError extends AuthError {
  override name = 'FarcasterHubUnreachableError'
  constructor(override readonly cause: unknown) {
    super(503, "Farcaster's hub could not be read. Please try again later.", 'SOCIAL_FAILED')
  }
}

/**
 * Why a channel cannot be used: 401 for a channel token not known here (never issued, another project's, expired,
 * or given up after too many refused answers), 409 for an answer to a channel answered already, 410 for the status
 * of a channel whose sign-in was redeemed.
 */
export class ChannelRefusedError extends AuthError {
  override name = 'ChannelRefusedError'
  constructor(why: keyof typeof channelMessages) {
    super(channelStatus[why], channelMessages[why], 'SOCIAL_EXPIRED')
  }
}

const channelStatus = { unknown: 401, answered: 409, used: 410 } as const
const channelMessages = {
  unknown: 'This Farcaster sign-in is unknown or has expired',
  answered: 'This Farcaster sign-in was answered already',
  used: 'This Farcaster sign-in was used',
} as const
