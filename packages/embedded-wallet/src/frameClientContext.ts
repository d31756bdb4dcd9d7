import { EmbeddedWalletParentNotSetError } from './errors.js'
import { READY_TIMEOUT_MS } from './frameClientRules.js'
import type { CreateFrameClientParameters } from './frameClientTypes.js'
import { frameUrl, type RequestType } from './protocol.js'

/** A request sent to the frame, waiting for its answer. */
export type PendingRequest = {
  type: RequestType
  userPaced: boolean
  resolve(result: unknown): void
  fail(error: unknown): void
}

/** What every step of the frame client reads and moves: the page, the frame, and the requests in flight. */
export type FrameClientContext = {
  /** The wallet service and the project the frame is for. */
  url: string
  projectId: string
  readyTimeoutMs: number
  doc: Document
  /** The page's window: the frame's answers come to it. */
  view: Window
  fetcher: typeof globalThis.fetch
  /** The frame's exact origin, and this page's. */
  origin: string
  pageOrigin: string
  frame: HTMLIFrameElement
  /** Requests by id. */
  pending: Map<string, PendingRequest>
  destroyed: boolean
  /** Resolves on the frame's FRAME_READY (see `FrameClient.ready`). */
  ready: Promise<void>
  readyTimer: ReturnType<typeof setTimeout> | undefined
  settleReady: { resolve(): void; reject(error: unknown): void } | undefined
  /** Logs a dropped message when the client logs. */
  debug(reason: string, extra?: unknown): void
}

/**
 * The page and the frame element (not in the page yet, hidden) of a new frame client. Throws
 * `EmbeddedWalletParentNotSetError` for a document without a window.
 */
export function createFrameClientContext(parameters: CreateFrameClientParameters): FrameClientContext {
  const {
    url,
    projectId,
    chainId,
    version,
    logger = false,
    readyTimeoutMs = READY_TIMEOUT_MS,
    title = 'Embedded wallet',
  } = parameters
  const doc = parameters.document ?? globalThis.document
  // The frame's answers come to its parent window: a document without one would post and listen to nothing.
  const view = doc?.defaultView
  if (!view) throw new EmbeddedWalletParentNotSetError()
  const fetcher = parameters.fetch ?? globalThis.fetch.bind(globalThis)
  const origin = new URL(url).origin
  const pageOrigin = view.location.origin

  const frame = doc.createElement('iframe')
  frame.title = title
  // Passkeys: WebAuthn in a frame of another origin needs the page's permission (and a click in the frame).
  frame.setAttribute('allow', 'clipboard-write; publickey-credentials-get; publickey-credentials-create')
  // Properties, not a style attribute: a page whose CSP refuses inline styles still allows these.
  frame.style.position = 'fixed'
  frame.style.border = '0'
  frame.style.background = 'transparent'
  frame.style.colorScheme = 'normal'
  frame.style.display = 'none'
  frame.src = frameUrl(url, { projectId, chainId, version, logger, origin: pageOrigin })

  const context: Omit<FrameClientContext, 'ready'> = {
    url,
    projectId,
    readyTimeoutMs,
    doc,
    view,
    fetcher,
    origin,
    pageOrigin,
    frame,
    pending: new Map(),
    destroyed: false,
    readyTimer: undefined,
    settleReady: undefined,
    debug(reason, extra) {
      if (logger) console.debug(`[portico embedded-wallet] ${reason}`, extra ?? '')
    },
  }
  const ready = new Promise<void>((resolve, reject) => {
    context.settleReady = { resolve, reject }
  })
  // A caller that never awaits `ready` must not see an unhandled rejection; requests report it themselves.
  ready.catch(() => undefined)
  return Object.assign(context, { ready })
}

/** The frame said FRAME_READY. */
export function resolveReady(context: FrameClientContext): void {
  if (context.readyTimer !== undefined) clearTimeout(context.readyTimer)
  context.settleReady?.resolve()
  context.settleReady = undefined
}

/** The frame will not get ready: `ready` rejects with `error` (nothing happens once it is settled). */
export function failReady(context: FrameClientContext, error: unknown): void {
  if (context.readyTimer !== undefined) clearTimeout(context.readyTimer)
  context.settleReady?.reject(error)
  context.settleReady = undefined
}
