import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One answer a Farcaster app posted to the relay. */
export type PostedAnswer = {
  path: string
  authorization: string | undefined
  contentType: string | undefined
  body: Record<string, unknown>
}

export type RelayReply = { status: number; body: string; contentType?: string } | 'hang'

/**
 * The answer side of a Sign In With Farcaster relay, for the client's tests: it records every answer posted to it and
 * replies as told (201 by default). Whether an answer checks out is the wallet service's part (its own test); the
 * client's tests check what was posted against the message they build and the custody address on the chain.
 */
export async function startFarcasterRelay() {
  const posted: PostedAnswer[] = []
  let reply: RelayReply = { status: 201, body: JSON.stringify({ state: 'completed' }) }
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks).toString('utf8')
  }
  const server = createServer(async (req, res) => {
    const text = await read(req)
    posted.push({
      path: req.url ?? '',
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body: JSON.parse(text) as Record<string, unknown>,
    })
    if (reply === 'hang') return
    res.writeHead(reply.status, { 'content-type': reply.contentType ?? 'application/json' }).end(reply.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    posted,
    /** How the next answers are replied to. */
    reply(next: RelayReply) {
      reply = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type FarcasterRelay = Awaited<ReturnType<typeof startFarcasterRelay>>

const alphanumeric = (length: number) =>
  [...randomBytes(length)]
    .map((byte) => 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[byte % 62])
    .join('')

/** A connect URI's query as the wallet service writes it, for a channel of `relay`'s (`changes` applied). */
export function signInQuery(relay: { url: string }, changes: Record<string, string> = {}) {
  return {
    channelToken: randomBytes(32).toString('base64url'),
    nonce: alphanumeric(16),
    siweUri: relay.url,
    domain: new URL(relay.url).host,
    expirationTime: new Date(Date.now() + 60 * 60_000).toISOString(),
    ...changes,
  }
}

/** HTML text back to plain text (the pages escape with numeric references). */
export const unescapeHtml = (html: string) =>
  html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))

/** The hidden fields and their values of the page's answer form. */
export function answerForm(html: string): URLSearchParams {
  const form = new URLSearchParams()
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    form.append(unescapeHtml(name ?? ''), unescapeHtml(value ?? ''))
  return form
}
