import { visibleTimeout } from '@portico/core'
import {
  EmbeddedWalletFrameNotSetError,
  EmbeddedWalletInvalidRequestError,
  EmbeddedWalletMessageTooLargeError,
} from './errors.js'
import type { FrameClientContext, PendingRequest } from './frameClientContext.js'
import { abortedError, isUserPaced, timedOutError, timeoutOf } from './frameClientRules.js'
import type { FrameRequestOptions } from './frameClientTypes.js'
import {
  APP_SOURCE,
  fitsSize,
  type RequestPayload,
  type RequestResult,
  type RequestType,
  requestSchemas,
} from './protocol.js'

function randomId(): string {
  const crypto = globalThis.crypto
  // randomUUID exists only in secure contexts; getRandomValues everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Sends a request once the frame is ready and resolves with the frame's (validated) answer. A payload the
 * protocol's schemas refuse, or one too large to post, is refused here rather than left to time out.
 */
export function sendFrameRequest<type extends RequestType>(
  context: FrameClientContext,
  type: type,
  payload: RequestPayload<type>,
  options: FrameRequestOptions = {},
): Promise<RequestResult<type>> {
  const { pending } = context
  return new Promise<RequestResult<type>>((resolve, reject) => {
    if (context.destroyed) {
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
    const entry: PendingRequest = {
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
    context.ready.then(
      () => {
        if (!pending.has(id)) return
        const target = context.frame.contentWindow
        if (context.destroyed || !target) {
          entry.fail(new EmbeddedWalletFrameNotSetError())
          return
        }
        if (timeoutMs !== undefined && Number.isFinite(timeoutMs)) {
          // A phone user who went to their mail or wallet app is not timing out: hidden time does not count.
          cancelTimer = visibleTimeout(timeoutMs, () => entry.fail(timedOutError(type, timeoutMs)), {
            document: context.doc,
          })
        }
        target.postMessage(wire, context.origin)
      },
      (error) => entry.fail(error),
    )
  })
}
