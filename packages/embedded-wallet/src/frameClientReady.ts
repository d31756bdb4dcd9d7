import { EmbeddedWalletConfigError, EmbeddedWalletLoadError, EmbeddedWalletRequestError } from './errors.js'
import { type FrameClientContext, failReady, resolveReady } from './frameClientContext.js'
import { parseFrameMessage } from './protocol.js'

/**
 * Asks the service whether this page may use the frame (`/v1/frame/check`). Throws `EmbeddedWalletLoadError`
 * when the service is unreachable or not there, `EmbeddedWalletConfigError` when it refuses the project or origin.
 */
async function checkFrame(context: FrameClientContext): Promise<void> {
  const { url, projectId, pageOrigin, readyTimeoutMs } = context
  const checkUrl = new URL('/v1/frame/check', url)
  checkUrl.searchParams.set('projectId', projectId)
  let body: unknown
  let status: number
  try {
    const response = await context.fetcher(checkUrl, {
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

/**
 * A message posted to the page: taken only from the frame's window and origin, and only when it parses as
 * FRAME_READY or as the answer to a pending request; anything else is dropped.
 */
export function receiveFrameMessage(context: FrameClientContext, event: MessageEvent): void {
  const target = context.frame.contentWindow
  if (!target || event.source !== target || event.origin !== context.origin) {
    context.debug('dropped a message from another window or origin', event.origin)
    return
  }
  const message = parseFrameMessage(event.data, (id) => context.pending.get(id)?.type)
  if (!message) {
    context.debug('dropped a message that is not a valid answer or event')
    return
  }
  if (message.kind === 'event') {
    resolveReady(context)
    return
  }
  const entry = context.pending.get(message.id)
  if (!entry) return
  if (message.kind === 'success') entry.resolve(message.payload)
  else entry.fail(new EmbeddedWalletRequestError(message.type, message.payload))
}

/**
 * Once the frame check passes: listens with `onMessage`, puts the frame in the page and waits for its
 * FRAME_READY (`readyTimeoutMs`). A failed check, a frame that fails to load or stays silent rejects `ready`.
 */
export function startFrame(context: FrameClientContext, onMessage: (event: MessageEvent) => void): void {
  const { frame, readyTimeoutMs } = context
  checkFrame(context).then(
    () => {
      if (context.destroyed) return
      context.view.addEventListener('message', onMessage)
      frame.addEventListener('error', () =>
        failReady(context, new EmbeddedWalletLoadError({ details: 'The frame failed to load' })),
      )
      context.readyTimer = setTimeout(
        () =>
          failReady(
            context,
            new EmbeddedWalletLoadError({ details: `No FRAME_READY within ${readyTimeoutMs} ms` }),
          ),
        readyTimeoutMs,
      )
      context.doc.body.appendChild(frame)
    },
    (error) => failReady(context, error),
  )
}
