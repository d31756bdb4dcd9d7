import { EmbeddedWalletFrameNotSetError } from './errors.js'
import { createFrameClientContext, failReady } from './frameClientContext.js'
import { receiveFrameMessage, startFrame } from './frameClientReady.js'
import { sendFrameRequest } from './frameClientRequest.js'
import { abortedError } from './frameClientRules.js'
import type { CreateFrameClientParameters, FrameClient } from './frameClientTypes.js'

export {
  CONNECT_TIMEOUT_MS,
  isUserPaced,
  READY_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  timeoutOf,
} from './frameClientRules.js'
export type {
  CreateFrameClientParameters,
  FrameClient,
  FrameRect,
  FrameRequestOptions,
} from './frameClientTypes.js'

/** The shown frame's z-index: one above the modal's default (`--portico-z-index`, 999). */
export const FRAME_Z_INDEX = 1000

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
  // The steps live in `frameClient*.ts` files, over one shared context (`frameClientContext.ts`).
  const context = createFrameClientContext(parameters)
  const { frame, origin, ready, doc } = context
  const onMessage = (event: MessageEvent) => receiveFrameMessage(context, event)
  startFrame(context, onMessage)

  return {
    frame,
    origin,
    ready,
    request: (type, payload, options) => sendFrameRequest(context, type, payload, options),
    show(rect) {
      if (context.destroyed) throw new EmbeddedWalletFrameNotSetError()
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
      for (const entry of [...context.pending.values()]) {
        if (exceptSafe && !entry.userPaced) continue
        entry.fail(abortedError(entry.type))
      }
    },
    destroy() {
      if (context.destroyed) return
      context.destroyed = true
      failReady(context, new EmbeddedWalletFrameNotSetError())
      context.view.removeEventListener('message', onMessage)
      for (const entry of [...context.pending.values()]) entry.fail(abortedError(entry.type))
      frame.remove()
    },
  }
}
