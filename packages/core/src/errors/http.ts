import { BaseError, type BaseErrorParameters } from './base.js'

/** Any non-ok HTTP answer: `HTTP status code: N`. The body is kept for alert mapping. */
export class HttpRequestError extends BaseError {
  override name = 'HttpRequestError'
  readonly status: number
  readonly url: string
  readonly body: string

  constructor(
    { status, url, body = '' }: { status: number; url: string; body?: string },
    parameters: BaseErrorParameters = {},
  ) {
    super(`HTTP status code: ${status}`, { details: body || undefined, ...parameters })
    this.status = status
    this.url = url
    this.body = body
  }
}

/** The request outlived its timeout. */
export class TimeoutError extends BaseError {
  override name = 'TimeoutError'
  constructor(
    { url, timeout }: { url: string; timeout?: number | undefined },
    parameters: BaseErrorParameters = {},
  ) {
    super('The request took too long to respond.', {
      details:
        timeout === undefined
          ? `${url} did not answer in time`
          : `${url} did not answer within ${timeout} ms`,
      ...parameters,
    })
  }
}

/** The caller aborted the request through its AbortSignal. */
export class RequestAbortedError extends BaseError {
  override name = 'RequestAbortedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Request was aborted', parameters)
  }
}
