import type { RequestPayload, RequestResult, RequestType } from './protocol.js'

export type CreateFrameClientParameters = {
  /** The wallet service (`@portico/wallet-service`), e.g. `https://auth.example.com`; the frame is its `/frame` page. */
  url: string
  projectId: string
  /** The chain the frame starts on (eip155 number, or CAIP-2 for Solana). */
  chainId: string | number
  /** The kit's version, sent to the frame. */
  version: string
  /** Logs dropped messages with `console.debug`, here and in the frame. */
  logger?: boolean | undefined
  /** The page's document (default `globalThis.document`). */
  document?: Document | undefined
  /** How long the frame check and FRAME_READY may take (default 10 s). */
  readyTimeoutMs?: number | undefined
  /** Fetch for the frame check (default `globalThis.fetch`). */
  fetch?: typeof globalThis.fetch | undefined
  /** The frame's accessible title (default 'Embedded wallet'). */
  title?: string | undefined
}

/** Where the frame shows: a rectangle of the viewport, in CSS pixels. */
export type FrameRect = {
  top: number
  left: number
  width: number
  height: number
  /** Default `FRAME_Z_INDEX` (the modal's default z-index + 1). */
  zIndex?: number | undefined
}

export type FrameRequestOptions = {
  signal?: AbortSignal | undefined
  /** Overrides the type's timeout (`timeoutOf`); `Number.POSITIVE_INFINITY` waits for ever. */
  timeoutMs?: number | undefined
}

export type FrameClient = {
  /** The frame element (in the page once the frame check passed). */
  readonly frame: HTMLIFrameElement
  /** The frame's exact origin: messages go only there and are accepted only from there. */
  readonly origin: string
  /**
   * Resolves on the frame's FRAME_READY. Rejects with `EmbeddedWalletConfigError` when the service refuses the
   * project or this page's origin, `EmbeddedWalletLoadError` when the service is unreachable or the frame does
   * not get ready in time.
   */
  readonly ready: Promise<void>
  /** Sends a request once the frame is ready and resolves with the frame's (validated) answer. */
  request<type extends RequestType>(
    type: type,
    payload: RequestPayload<type>,
    options?: FrameRequestOptions,
  ): Promise<RequestResult<type>>
  /** Shows the frame over `rect` (e.g. the modal's content box) for its own forms and approvals. */
  show(rect: FrameRect): void
  /** Hides the frame again. */
  hide(): void
  /**
   * Rejects pending requests, as when the user closes the modal. With `exceptSafe`, only the requests a user
   * answers are rejected (login steps, wallet setup, key export, e-mail update, and wallet requests outside the
   * safe list); reads and the kit's own bookkeeping (GET_USER, SYNC_*, safe RPC reads) go on.
   */
  abortPending(options?: { exceptSafe?: boolean | undefined }): void
  /** Removes the frame and its listener and rejects every pending request; later calls throw. */
  destroy(): void
}
