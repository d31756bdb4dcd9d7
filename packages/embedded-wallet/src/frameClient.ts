import { visibleTimeout } from '@portico/core'
import {
  EmbeddedWalletAbortedError,
  EmbeddedWalletConfigError,
  EmbeddedWalletConnectError,
  type EmbeddedWalletError,
  EmbeddedWalletFrameNotSetError,
  EmbeddedWalletInvalidRequestError,
  EmbeddedWalletLoadError,
  EmbeddedWalletMessageTooLargeError,
  EmbeddedWalletParentNotSetError,
  EmbeddedWalletRequestError,
  EmbeddedWalletTimeoutError,
} from './errors.js'
import {
  APP_SOURCE,
  fitsSize,
  frameUrl,
  isSafeMethod,
  parseFrameMessage,
  type RequestPayload,
  type RequestResult,
  type RequestType,
  requestSchemas,
  UNSAFE_METHODS,
} from './protocol.js'

/** How long a login step (CONNECT_EMAIL, CONNECT_DEVICE, CONNECT_OTP) may take before 'Something went wrong'. */
export const CONNECT_TIMEOUT_MS = 30_000
/** How long any other request that needs no user may take. */
export const REQUEST_TIMEOUT_MS = 30_000
/** How long the frame may take to say FRAME_READY once it is in the page. */
export const READY_TIMEOUT_MS = 10_000
/** The shown frame's z-index: one above the modal's default (`--portico-z-index`, 999). */
export const FRAME_Z_INDEX = 1000

export type CreateFrameClientParameters = {
  /** The wallet service (`@portico/auth`), e.g. `https://auth.example.com`; the frame is its `/frame` page. */
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

const connectTypes: ReadonlySet<RequestType> = new Set(['CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_OTP'])
const userTypes: ReadonlySet<RequestType> = new Set([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'SETUP_WALLET',
  'EXPORT_KEY',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
])

const methodOf = (type: RequestType, payload: unknown): string | undefined =>
  type === 'RPC_REQUEST' ? (payload as { method?: string } | undefined)?.method : undefined

/**
 * How long a request may wait for its answer: none (undefined) for what the user paces — wallet requests of an
 * unsafe method (the approval), SETUP_WALLET and EXPORT_KEY (the frame's forms) — which closing the modal
 * aborts instead; `CONNECT_TIMEOUT_MS` for the login steps; `REQUEST_TIMEOUT_MS` for everything else.
 */
export function timeoutOf(type: RequestType, payload?: unknown): number | undefined {
  if (type === 'SETUP_WALLET' || type === 'EXPORT_KEY') return undefined
  if (type === 'RPC_REQUEST') {
    const method = methodOf(type, payload)
    return method !== undefined && UNSAFE_METHODS.has(method) ? undefined : REQUEST_TIMEOUT_MS
  }
  return connectTypes.has(type) ? CONNECT_TIMEOUT_MS : REQUEST_TIMEOUT_MS
}

/** Whether a user answers this request (so closing the modal aborts it even with `exceptSafe`). */
export function isUserPaced(type: RequestType, payload?: unknown): boolean {
  if (type === 'RPC_REQUEST') return !isSafeMethod(methodOf(type, payload) ?? '')
  return userTypes.has(type)
}

type Pending = {
  type: RequestType
  userPaced: boolean
  resolve(result: unknown): void
  fail(error: unknown): void
}

function randomId(): string {
  const crypto = globalThis.crypto
  // randomUUID exists only in secure contexts; getRandomValues everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

const abortedError = (type: RequestType): EmbeddedWalletError =>
  connectTypes.has(type)
    ? new EmbeddedWalletConnectError(type, 'aborted')
    : new EmbeddedWalletAbortedError(type)

const timedOutError = (type: RequestType, timeoutMs: number): EmbeddedWalletError =>
  connectTypes.has(type)
    ? new EmbeddedWalletConnectError(type, 'timeout')
    : new EmbeddedWalletTimeoutError(type, timeoutMs)

/**
 * The kit's end of the embedded wallet: asks the service whether this page may use it (`/v1/frame/check`),
 * puts the service's hidden frame in the page, and exchanges validated messages with it — posted to the
 * frame's exact origin only, and accepted only from that frame's window and origin when they parse
 * (`parseFrameMessage`) as the answer to a pending request or as FRAME_READY. Anything else is dropped.
 *
 * @example
 * const client = createFrameClient({ url: 'http://localhost:4600', projectId: 'portico-local', chainId: 1, version: '1.0.0' })
 * await client.ready
 * const { action } = await client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
 */
export function createFrameClient(parameters: CreateFrameClientParameters): FrameClient {
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
  const debug = (reason: string, extra?: unknown) => {
    if (logger) console.debug(`[portico embedded-wallet] ${reason}`, extra ?? '')
  }

  const frame = doc.createElement('iframe')
  frame.title = title
  frame.setAttribute('allow', 'clipboard-write')
  // Properties, not a style attribute: a page whose CSP refuses inline styles still allows these.
  frame.style.position = 'fixed'
  frame.style.border = '0'
  frame.style.background = 'transparent'
  frame.style.colorScheme = 'normal'
  frame.style.display = 'none'
  frame.src = frameUrl(url, { projectId, chainId, version, logger, origin: pageOrigin })

  const pending = new Map<string, Pending>()
  let destroyed = false
  let readyTimer: ReturnType<typeof setTimeout> | undefined
  let settleReady: { resolve(): void; reject(error: unknown): void } | undefined

  const onMessage = (event: MessageEvent) => {
    const target = frame.contentWindow
    if (!target || event.source !== target || event.origin !== origin) {
      debug('dropped a message from another window or origin', event.origin)
      return
    }
    const message = parseFrameMessage(event.data, (id) => pending.get(id)?.type)
    if (!message) {
      debug('dropped a message that is not a valid answer or event')
      return
    }
    if (message.kind === 'event') {
      if (readyTimer !== undefined) clearTimeout(readyTimer)
      settleReady?.resolve()
      settleReady = undefined
      return
    }
    const entry = pending.get(message.id)
    if (!entry) return
    if (message.kind === 'success') entry.resolve(message.payload)
    else entry.fail(new EmbeddedWalletRequestError(message.type, message.payload))
  }

  const ready = new Promise<void>((resolve, reject) => {
    settleReady = { resolve, reject }
  })
  // A caller that never awaits `ready` must not see an unhandled rejection; requests report it themselves.
  ready.catch(() => undefined)
  const failReady = (error: unknown) => {
    if (readyTimer !== undefined) clearTimeout(readyTimer)
    settleReady?.reject(error)
    settleReady = undefined
  }

  async function check(): Promise<void> {
    const checkUrl = new URL('/v1/frame/check', url)
    checkUrl.searchParams.set('projectId', projectId)
    let body: unknown
    let status: number
    try {
      const response = await fetcher(checkUrl, {
        mode: 'cors',
        credentials: 'omit',
        signal: AbortSignal.timeout(readyTimeoutMs),
      })
      status = response.status
      body = await response.json().catch(() => undefined)
    } catch (cause) {
      throw new EmbeddedWalletLoadError({ cause, details: `${checkUrl.origin} is unreachable` })
    }
    const answer = (body ?? {}) as { project?: unknown; originAllowed?: unknown; reason?: unknown }
    // A server error or a missing route is a service that is not there; a refusal is the app's configuration.
    if (status >= 500 || status === 404 || (status < 400 && typeof answer.project !== 'boolean')) {
      throw new EmbeddedWalletLoadError({ details: `The frame check answered HTTP ${status}` })
    }
    if (status >= 400 || answer.project !== true || answer.originAllowed !== true) {
      throw new EmbeddedWalletConfigError({
        details:
          answer.project === false
            ? `Unknown project ${projectId}`
            : `${pageOrigin} is not an allowed origin of project ${projectId}`,
      })
    }
  }

  check().then(
    () => {
      if (destroyed) return
      view.addEventListener('message', onMessage)
      frame.addEventListener('error', () =>
        failReady(new EmbeddedWalletLoadError({ details: 'The frame failed to load' })),
      )
      readyTimer = setTimeout(
        () =>
          failReady(new EmbeddedWalletLoadError({ details: `No FRAME_READY within ${readyTimeoutMs} ms` })),
        readyTimeoutMs,
      )
      doc.body.appendChild(frame)
    },
    (error) => failReady(error),
  )

  function request<type extends RequestType>(
    type: type,
    payload: RequestPayload<type>,
    options: FrameRequestOptions = {},
  ): Promise<RequestResult<type>> {
    return new Promise<RequestResult<type>>((resolve, reject) => {
      if (destroyed) {
        reject(new EmbeddedWalletFrameNotSetError())
        return
      }
      const { signal } = options
      const timeoutMs = options.timeoutMs ?? timeoutOf(type, payload)
      const id = randomId()
      let cancelTimer: (() => void) | undefined
      const done = () => {
        pending.delete(id)
        cancelTimer?.()
        signal?.removeEventListener('abort', onAbort)
      }
      const entry: Pending = {
        type,
        userPaced: isUserPaced(type, payload),
        resolve(result) {
          done()
          resolve(result as RequestResult<type>)
        },
        fail(error) {
          done()
          reject(error)
        },
      }
      const onAbort = () => entry.fail(abortedError(type))
      if (signal?.aborted) {
        reject(abortedError(type))
        return
      }
      // The frame drops what its schemas refuse, so such a request is refused here rather than left to time out.
      const parsed = requestSchemas[type].payload.safeParse(payload)
      if (!parsed.success) {
        const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(payload)')
        reject(new EmbeddedWalletInvalidRequestError(type, { details: `${type}: ${fields.join(', ')}` }))
        return
      }
      const message = { source: APP_SOURCE, id, type, payload: parsed.data }
      if (!fitsSize(message)) {
        reject(new EmbeddedWalletMessageTooLargeError(type))
        return
      }
      // Plain JSON: the frame parses it with the same schemas, and a proxy or class instance cannot be posted.
      const wire = JSON.parse(JSON.stringify(message)) as unknown
      pending.set(id, entry)
      signal?.addEventListener('abort', onAbort, { once: true })
      ready.then(
        () => {
          if (!pending.has(id)) return
          const target = frame.contentWindow
          if (destroyed || !target) {
            entry.fail(new EmbeddedWalletFrameNotSetError())
            return
          }
          if (timeoutMs !== undefined && Number.isFinite(timeoutMs)) {
            // A phone user who went to their mail or wallet app is not timing out: hidden time does not count.
            cancelTimer = visibleTimeout(timeoutMs, () => entry.fail(timedOutError(type, timeoutMs)), {
              document: doc,
            })
          }
          target.postMessage(wire, origin)
        },
        (error) => entry.fail(error),
      )
    })
  }

  return {
    frame,
    origin,
    ready,
    request,
    show(rect) {
      if (destroyed) throw new EmbeddedWalletFrameNotSetError()
      frame.style.top = `${rect.top}px`
      frame.style.left = `${rect.left}px`
      frame.style.width = `${rect.width}px`
      frame.style.height = `${rect.height}px`
      frame.style.zIndex = String(rect.zIndex ?? FRAME_Z_INDEX)
      frame.style.display = 'block'
    },
    hide() {
      // A hidden frame keeps the keyboard when it had it (the user's last click was its Approve): the page
      // takes it back, so keys such as Escape reach the app's modal again.
      if (doc.activeElement === frame) frame.blur()
      frame.style.display = 'none'
    },
    abortPending({ exceptSafe = false } = {}) {
      for (const entry of [...pending.values()]) {
        if (exceptSafe && !entry.userPaced) continue
        entry.fail(abortedError(entry.type))
      }
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      failReady(new EmbeddedWalletFrameNotSetError())
      view.removeEventListener('message', onMessage)
      for (const entry of [...pending.values()]) entry.fail(abortedError(entry.type))
      frame.remove()
    },
  }
}
