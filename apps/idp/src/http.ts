import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Page } from './pages.js'

/** The largest request body any route reads (the login form, the token request). */
export const maxBodyBytes = 16 * 1024

/** A request refused before it reaches a handler: its status and a short reason. */
export class HttpRefusal extends Error {
  override name = 'HttpRefusal' as const
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

function commonHeaders(res: ServerResponse) {
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'no-referrer')
  res.setHeader('Cache-Control', 'no-store')
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body)
  commonHeaders(res)
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  })
  res.end(text)
}

export function sendPage(res: ServerResponse, status: number, page: Page) {
  commonHeaders(res)
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(page.html),
    'Content-Security-Policy': page.csp,
    'X-Frame-Options': 'DENY',
  })
  res.end(page.html)
}

/**
 * Refuses a body that is too large (by its declared length) or has no declared length (chunked): every client of
 * this server sends small bodies with a Content-Length. oidc-provider reads its own routes' bodies and checks they
 * match that length.
 */
export function checkBodyLength(req: IncomingMessage): void {
  const declared = req.headers['content-length']
  if (declared === undefined) {
    if (req.headers['transfer-encoding'] !== undefined)
      throw new HttpRefusal(411, 'a Content-Length is required')
    return
  }
  if (!/^\d{1,9}$/.test(declared)) throw new HttpRefusal(400, 'invalid Content-Length')
  if (Number(declared) > maxBodyBytes)
    throw new HttpRefusal(413, `request bodies are limited to ${maxBodyBytes} bytes`)
}

/** Reads an `application/x-www-form-urlencoded` body of at most `maxBodyBytes`. */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded')
    throw new HttpRefusal(415, 'the body must be application/x-www-form-urlencoded')
  checkBodyLength(req)
  const chunks: Buffer[] = []
  let received = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    received += chunk.length
    if (received > maxBodyBytes)
      throw new HttpRefusal(413, `request bodies are limited to ${maxBodyBytes} bytes`)
    chunks.push(chunk)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}
