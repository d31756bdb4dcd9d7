import type { ZodMiniType } from 'zod/mini'
import { SAFE_APPS_PROTOCOL_VERSION } from './constants.js'
import { SafeProtocolError, SafeRequestError, SafeTimeoutError } from './errors.js'
import { responseSchema, type SafeAppsMethod, type SafeAppsRequest } from './protocol.js'

/** The methods whose failure is a person's refusal in the host (EIP-1193 4001); any other failure is -32603. */
const PERSON_PACED: readonly SafeAppsMethod[] = ['sendTransactions', 'signMessage', 'signTypedMessage']

export type SafeCommunicatorParameters = {
  /** The app's window (its `parent` is the host). */
  window: Window
  /** The host origins the app talks to (exact origins, e.g. 'https://app.safe.global'). */
  origins: readonly string[]
}

export type SafeCommunicator = {
  /** Posts `method` to the host and resolves with its answer's data, read with `schema`. */
  send<T>(method: SafeAppsMethod, params: unknown, schema: ZodMiniType<T>, timeoutMs?: number): Promise<T>
  /** The host's origin, once it answered. */
  origin(): string | undefined
  /** Stops listening; pending requests stay unanswered. */
  destroy(): void
}

type Pending = { method: SafeAppsMethod; settle(data: unknown, error?: Error): void }

const randomId = (self: Window) => {
  const bytes = self.crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The parent's origin when the browser says it (`location.ancestorOrigins`, Chromium and WebKit), if allowed:
 * requests then go to that one origin. Elsewhere each allowed origin is a target and the browser delivers only
 * to the one that matches the parent; the first answer pins it.
 */
function knownParentOrigin(self: Window, origins: readonly string[]): string | undefined {
  const ancestor = self.location.ancestorOrigins?.[0]
  return ancestor && origins.includes(ancestor) ? ancestor : undefined
}

/**
 * The app side of the Safe Apps postMessage protocol. Requests go to `window.parent` only, with an exact
 * target origin (never '*'); an answer counts only when its source is `window.parent`, its origin is allowed
 * (and, once pinned, the pinned one), its envelope parses and its id is pending. Its data must then match its
 * method's schema, or the request fails with `SafeProtocolError`.
 */
export function createCommunicator({ window: self, origins }: SafeCommunicatorParameters): SafeCommunicator {
  const pending = new Map<string, Pending>()
  let pinned = knownParentOrigin(self, origins)

  const onMessage = (event: MessageEvent) => {
    if (event.source !== self.parent || self.parent === self) return
    if (pinned ? event.origin !== pinned : !origins.includes(event.origin)) return
    const parsed = responseSchema.safeParse(event.data)
    if (!parsed.success) return
    const request = pending.get(parsed.data.id)
    if (!request) return
    pinned = event.origin
    pending.delete(parsed.data.id)
    if (parsed.data.success) request.settle(parsed.data.data)
    else {
      const code = PERSON_PACED.includes(request.method) ? 4001 : -32603
      request.settle(undefined, new SafeRequestError(request.method, parsed.data.error, code))
    }
  }
  self.addEventListener('message', onMessage)

  return {
    send(method, params, schema, timeoutMs) {
      const request: SafeAppsRequest = {
        id: randomId(self),
        method,
        params,
        env: { sdkVersion: SAFE_APPS_PROTOCOL_VERSION },
      }
      return new Promise((resolve, reject) => {
        const timer =
          timeoutMs === undefined
            ? undefined
            : setTimeout(() => {
                pending.delete(request.id)
                reject(new SafeTimeoutError(method, timeoutMs))
              }, timeoutMs)
        pending.set(request.id, {
          method,
          settle(data, error) {
            clearTimeout(timer)
            if (error) return reject(error)
            const read = schema.safeParse(data)
            if (read.success) resolve(read.data)
            else reject(new SafeProtocolError(method, read.error))
          },
        })
        for (const origin of pinned ? [pinned] : origins) self.parent.postMessage(request, origin)
      })
    },
    origin: () => pinned,
    destroy() {
      self.removeEventListener('message', onMessage)
      pending.clear()
    },
  }
}
