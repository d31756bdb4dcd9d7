// The frame's side of the message channel. A message is acted on only when it comes from the parent window, from
// the app origin the frame was made for, and parses as a request; anything else is dropped (and logged when the
// logger flag is on). Answers go to the parent at that exact origin only.
import {
  type AppRequest,
  errorMessage,
  frameReadyMessage,
  parseAppRequest,
  type RequestType,
  successMessage,
} from '@portico/embedded-wallet/protocol'
import type { FrameConfig } from './config.js'
import { NotSupportedError, toErrorPayload } from './errors.js'
import type { RequestHandlers } from './requests/index.js'

export type ListenOptions = {
  window: Window
  config: Pick<FrameConfig, 'origin' | 'version' | 'logger'>
  handlers: RequestHandlers
  log?: (message: string, detail?: unknown) => void
}

/**
 * Answers the app's requests and announces the frame (FRAME_READY). Returns a function that stops listening.
 *
 * @example
 * const stop = listen({ window, config, handlers: createRequestHandlers(frame) })
 */
export function listen({ window, config, handlers, log = console.debug }: ListenOptions): () => void {
  const parent = window.parent
  const drop = (why: string, event: MessageEvent) => {
    if (config.logger) log(`[portico frame] dropped a message: ${why}`, { origin: event.origin })
  }
  const post = (message: unknown) => parent.postMessage(message, config.origin)
  const pending = new Set<string>()

  async function answer(request: AppRequest) {
    const handler = handlers[request.type] as
      | ((payload: unknown, request: AppRequest) => Promise<unknown>)
      | undefined
    try {
      if (!handler) throw new NotSupportedError(`${request.type} is not supported by this frame`)
      const result = await handler(request.payload, request)
      post(successMessage(request as { id: string; type: RequestType }, result as never))
    } catch (error) {
      if (config.logger) log(`[portico frame] ${request.type} failed`, error)
      post(errorMessage(request, toErrorPayload(error)))
    } finally {
      pending.delete(request.id)
    }
  }

  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent || parent === window) return drop('not from the parent window', event)
    if (event.origin !== config.origin) return drop('from another origin', event)
    const request = parseAppRequest(event.data)
    if (!request) return drop('not a valid request', event)
    if (pending.has(request.id)) return drop('a request with this id is already running', event)
    pending.add(request.id)
    void answer(request)
  }

  window.addEventListener('message', onMessage)
  if (parent !== window) post(frameReadyMessage(config.version))
  return () => window.removeEventListener('message', onMessage)
}
