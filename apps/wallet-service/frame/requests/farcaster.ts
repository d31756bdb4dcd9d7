// Sign In With Farcaster: GET_FARCASTER_URI opens a channel (its link for the user's Farcaster app) and
// CONNECT_FARCASTER waits for the app's answer, then signs in with the session the service opens for this device.
import { FrameRequestError } from '../errors.js'
import type { Frame, RequestHandlers } from './frame.js'

/** How often the channel is asked about while the user is in their Farcaster app. */
export const FARCASTER_POLL_MS = 1_000
/** A channel lasts an hour: no wait outlives it. */
const CHANNEL_MS = 60 * 60_000

class NoFarcasterChannelError extends FrameRequestError {
  override name = 'NoFarcasterChannelError'
  constructor() {
    super('No Farcaster login is in progress', { reason: 'SOCIAL_EXPIRED' })
  }
}

export function farcasterHandlers(
  frame: Frame,
): Pick<RequestHandlers, 'GET_FARCASTER_URI' | 'CONNECT_FARCASTER'> {
  const { service, wallet, deviceId, state } = frame
  return {
    async GET_FARCASTER_URI() {
      const { channelToken, url } = await service.farcasterChannel({ deviceId })
      state.farcasterChannel = channelToken
      return { url }
    },
    async CONNECT_FARCASTER() {
      const channelToken = state.farcasterChannel
      if (!channelToken) throw new NoFarcasterChannelError()
      const deadline = Date.now() + CHANNEL_MS
      // Until the app answers: a newer channel (or a reload) ends this wait, and the service says when it expired.
      while (Date.now() < deadline && state.farcasterChannel === channelToken) {
        const status = await service.farcasterStatus({ deviceId, channelToken })
        if ('token' in status) {
          state.farcasterChannel = undefined
          const { userName, state: _, ...signedIn } = status
          const step = await wallet.signedIn({
            ...signedIn,
            user: { ...signedIn.user, ...(userName !== undefined && { userName }) },
          })
          return { wallet: step, ...(userName !== undefined && { userName }) }
        }
        await new Promise((resolve) => setTimeout(resolve, FARCASTER_POLL_MS))
      }
      throw new NoFarcasterChannelError()
    },
  }
}
