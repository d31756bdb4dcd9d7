import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { BaseError } from 'viem'
import { authenticate } from './authenticate.js'
import { readOptions } from './options.js'
import { contentSecurityPolicy, idlePage, outcomePage, problemPage, requestPage } from './page.js'
import { readBody } from './readBody.js'
import { signInMessage } from './signInMessage.js'
import { readParams, type SignInRequest, signInAnswerSchema, signInRequestSchema } from './signInRequest.js'
import { text } from './strings.js'
import type { FarcasterClient, StartFarcasterClientOptions } from './types.js'

/** The largest answer form taken (the request's fields are a few hundred bytes). */
const MAX_FORM_BYTES = 16 * 1024

/** The names this server answers to (so a page of another site, rebound to loopback, cannot post answers). */
function hostNames(bound: string): Set<string> | undefined {
  if (bound === '0.0.0.0' || bound === '::') return undefined
  const literal = bound.includes(':') ? `[${bound}]` : bound
  return new Set([literal, '127.0.0.1', 'localhost', '[::1]'].map((name) => name.toLowerCase()))
}

/**
 * Starts a Farcaster app for tests: an HTTP server whose page at `/` is a Sign In With Farcaster relay's
 * `connectUrlBase`. Opened with a request (`?channelToken=…&nonce=…&siweUri=…&domain=…&expirationTime=…`), the page
 * says which site asks to sign in as which user and shows the message; **Sign in** posts the form back to this
 * server, which signs the message with the custody key and answers the relay at
 * `<siweUri>/v1/farcaster/channel/authenticate`; **Decline** posts nothing anywhere (as with Farcaster's relay,
 * the app keeps waiting until the user goes back or the channel expires).
 *
 * @example
 * const client = await startFarcasterClient({ privateKey, fid: await world.register(custody), username: 'alice' })
 * // the wallet service's `farcaster: { rpcUrl: world.rpcUrl, connectUrlBase: client.url }`
 * await client.close()
 */
export async function startFarcasterClient(options: StartFarcasterClientOptions): Promise<FarcasterClient> {
  const { account, profile } = readOptions(options)
  const relayTimeoutMs = options.relayTimeoutMs ?? 10_000
  let names: Set<string> | undefined
  let port = 0

  /** A form posted from this server's own page, under a name it answers to. */
  const fromOwnPage = (req: IncomingMessage) => {
    const host = req.headers.host?.toLowerCase()
    if (!host) return false
    const name = host.slice(0, host.lastIndexOf(':'))
    if (host !== `${name}:${port}` || (names && !names.has(name))) return false
    return req.headers.origin?.toLowerCase() === `http://${host}`
  }

  const showRequest = (params: URLSearchParams): [number, string] => {
    if (![...params.keys()].some((name) => Object.hasOwn(signInRequestSchema.shape, name)))
      return [200, idlePage(profile, account.address)]
    const read = readParams(signInRequestSchema, params)
    if (!read.ok) return [400, problemPage(text.notARequest, read.problems)]
    const issuedAt = new Date()
    const message = messageFor(read.value, issuedAt)
    if (!message.ok) return [400, problemPage(text.notSigned, [message.problem])]
    const expired = Date.parse(read.value.expirationTime) <= issuedAt.getTime()
    return [
      200,
      requestPage({
        request: read.value,
        message: message.value,
        issuedAt,
        profile,
        custody: account.address,
        expired,
      }),
    ]
  }

  const messageFor = (request: SignInRequest, issuedAt: Date) => {
    try {
      const value = signInMessage({ request, custody: account.address, fid: profile.fid, issuedAt })
      return { ok: true, value } as const
    } catch (error) {
      if (!(error instanceof BaseError)) throw error
      return { ok: false, problem: error.shortMessage } as const
    }
  }

  const answer = async (req: IncomingMessage): Promise<[number, string]> => {
    if (!fromOwnPage(req)) return [403, problemPage(text.crossOrigin)]
    const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase()
    if (type !== 'application/x-www-form-urlencoded') return [415, problemPage(text.wrongType)]
    const body = await readBody(req, MAX_FORM_BYTES)
    if (body === undefined) return [413, problemPage(text.tooLarge)]
    const form = new URLSearchParams(body)
    const action = form.get('action')
    if (action === 'decline') return [200, outcomePage({ outcome: 'declined' })]
    if (action !== 'sign') return [400, problemPage(text.unknownAction)]
    const read = readParams(signInAnswerSchema, form)
    if (!read.ok) return [400, problemPage(text.notARequest, read.problems)]
    const { issuedAt, ...request } = read.value
    const message = messageFor(request, new Date(issuedAt))
    if (!message.ok) return [400, problemPage(text.notSigned, [message.problem])]
    const signature = await account.signMessage({ message: message.value })
    const result = await authenticate({
      siweUri: request.siweUri,
      channelToken: request.channelToken,
      message: message.value,
      signature,
      profile,
      timeoutMs: relayTimeoutMs,
    })
    return [200, outcomePage(result)]
  }

  const route = async (req: IncomingMessage): Promise<[number, string, Record<string, string>?]> => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (url.pathname === '/') {
      if (req.method === 'GET' || req.method === 'HEAD') return showRequest(url.searchParams)
      return [405, problemPage(text.wrongMethod), { allow: 'GET, HEAD' }]
    }
    if (url.pathname === '/answer') {
      if (req.method === 'POST') return answer(req)
      return [405, problemPage(text.wrongMethod), { allow: 'POST' }]
    }
    return [404, problemPage(text.notFound)]
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    route(req).then(
      ([status, html, headers = {}]) => {
        res
          .writeHead(status, {
            ...headers,
            'content-type': 'text/html; charset=utf-8',
            'content-security-policy': contentSecurityPolicy,
            'cache-control': 'no-store',
            // The URL holds the channel token: never sent elsewhere. (Not `no-referrer`: under it a browser posts
            // the form with `Origin: null`, which the answer route refuses.)
            'referrer-policy': 'same-origin',
            'x-content-type-options': 'nosniff',
            'x-frame-options': 'DENY',
          })
          .end(req.method === 'HEAD' ? undefined : html)
      },
      (error: unknown) => {
        // A fault of this server, never of the input: say so where the test's output shows it.
        console.error('[farcaster client]', error)
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
        res.end('Internal error')
      },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address() as AddressInfo
  port = address.port
  names = hostNames(address.address)
  const host = address.address.includes(':') ? `[${address.address}]` : address.address

  let closing: Promise<void> | undefined
  return {
    url: `http://${host}:${port}/`,
    custody: account.address,
    fid: profile.fid,
    username: profile.username,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })
      return closing
    },
  }
}
