// What every request handler works with: one frame's config, device store, service client, wallet, screen,
// the app's networks and the state the app's messages set.
import type {
  AppRequest,
  RequestPayload,
  RequestResult,
  RequestType,
} from '@portico/embedded-wallet/protocol'
import type { Networks } from '../chains.js'
import type { FrameConfig } from '../config.js'
import type { DeviceStore } from '../deviceStore.js'
import type { ServiceClient } from '../service.js'
import type { Surface } from '../ui/surface.js'
import type { Wallet } from '../wallet.js'

export type FrameState = {
  /** The wallet's active chain (the kit's chain id as sent). */
  chainId: string | number
  /** The modal's language (SYNC_DAPP_DATA). */
  locale: string | undefined
  /** The e-mail of the login in progress (CONNECT_EMAIL → CONNECT_DEVICE → CONNECT_OTP). */
  pendingEmail: string | undefined
  /** The app's name (SYNC_DAPP_DATA's metadata): who sponsors gas when a paymaster names no sponsor. */
  appName?: string | undefined
  /** The token of the Sign In With Farcaster channel this frame opened last (GET_FARCASTER_URI). */
  farcasterChannel?: string | undefined
}

export type Frame = {
  config: FrameConfig
  deviceId: string
  store: DeviceStore
  service: ServiceClient
  wallet: Wallet
  surface: Surface
  networks: Networks
  state: FrameState
  /** Reloads the frame's page (RELOAD), after its answer has gone. */
  reload: () => void
}

export type RequestHandler<type extends RequestType> = (
  payload: RequestPayload<type>,
  request: AppRequest<type>,
) => Promise<RequestResult<type>>

export type RequestHandlers = { [type in RequestType]: RequestHandler<type> }
