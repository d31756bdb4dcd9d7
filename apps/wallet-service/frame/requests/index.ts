// Every request type of the protocol, answered by this frame.
import { accountHandlers } from './account.js'
import { connectHandlers } from './connect.js'
import { emailHandlers } from './email.js'
import { exportHandlers } from './exportKey.js'
import { farcasterHandlers } from './farcaster.js'
import type { Frame, RequestHandlers } from './frame.js'
import { kitHandlers } from './kit.js'
import { loginMethodsHandlers } from './loginMethods.js'
import { passkeyHandlers } from './passkey.js'
import { passkeySettingsHandlers } from './passkeySettings.js'
import { rpcHandlers } from './rpc.js'
import { socialHandlers } from './social.js'
import { syncHandlers } from './sync.js'

export type { Frame, FrameState, RequestHandlers } from './frame.js'

export function createRequestHandlers(frame: Frame): RequestHandlers {
  return {
    ...connectHandlers(frame),
    ...accountHandlers(frame),
    ...emailHandlers(frame),
    ...exportHandlers(frame),
    ...farcasterHandlers(frame),
    ...kitHandlers(frame),
    ...loginMethodsHandlers(frame),
    ...passkeyHandlers(frame),
    ...passkeySettingsHandlers(frame),
    ...rpcHandlers(frame),
    ...socialHandlers(frame),
    ...syncHandlers(frame),
  }
}
