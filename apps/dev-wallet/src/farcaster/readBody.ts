import type { IncomingMessage } from 'node:http'

/** Past this, a request's body is not even drained: the connection is cut. */
const DRAIN_LIMIT = 1024 * 1024

/**
 * The request's body as UTF-8 text, or undefined when it is longer than `limit` bytes. A longer body is read to
 * its end and dropped (so the client can read the refusal), up to 1 MiB; past that the connection is cut.
 *
 * @example
 * const body = await readBody(req, 16 * 1024)
 * if (body === undefined) return [413, tooLargePage]
 */
export function readBody(req: IncomingMessage, limit: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.byteLength
      if (size <= limit) chunks.push(chunk)
      else if (size > DRAIN_LIMIT) req.destroy()
    })
    req.on('end', () => resolve(size > limit ? undefined : Buffer.concat(chunks).toString('utf8')))
    req.on('close', () => resolve(undefined))
    req.on('error', reject)
  })
}
