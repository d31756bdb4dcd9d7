// Test world for the frame client in Chromium: three loopback origins.
// - the service (127.0.0.1:A): `/v1/frame/check` (CORS) and a scripted `/frame` page that speaks the protocol
//   with the real schemas of protocol.ts; what it answers is chosen by the project id (see `scriptedFrame`);
// - the app (localhost:B, also reachable as 127.0.0.1:B): a page under a strict CSP (no inline script or style)
//   with the client bundle as `ew` (`startAppPages`, also used against the real service);
// - another site (127.0.0.1:C): a page the app embeds, which tries to forge the frame's answers.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** The scripted frame. Project `silent` never says FRAME_READY; every other project does. */
const frameEntry = `
import { errorMessage, frameReadyMessage, MAX_MESSAGE_BYTES, parseAppRequest, successMessage } from './src/protocol.ts'
const params = new URLSearchParams(location.search)
const origin = params.get('origin')
const post = (message) => parent.postMessage(message, origin)
window.received = []
const user = { email: 'ada@example.com', address: '0x00000000000000000000000000000000000000a1', chainId: 1,
  accounts: [{ address: '0x00000000000000000000000000000000000000a1', type: 'eoa' }] }
addEventListener('message', (event) => {
  if (event.source !== parent || event.origin !== origin) return
  const request = parseAppRequest(event.data)
  if (!request) return
  window.received.push(request)
  switch (request.type) {
    case 'CONNECT_EMAIL':
      post(successMessage(request, { action: 'VERIFY_OTP' }))
      break
    case 'GET_USER':
      // Malformed and oversized answers first (dropped by the client), then the real one.
      post({ ...successMessage(request, user), payload: { address: 5 } })
      post({ source: 'portico-frame', id: request.id, type: 'GET_USER_DONE', payload: user })
      post(successMessage(request, { ...user, userName: 'x'.repeat(MAX_MESSAGE_BYTES + 1) }))
      post({ source: 'someone-else', id: request.id, type: 'GET_USER_SUCCESS', payload: { ...user, email: 'mallory@example.com' } })
      post(successMessage(request, user))
      break
    case 'UPDATE_EMAIL':
      post(errorMessage(request, { message: 'Too many codes', reason: 'RATE_LIMITED', retryAfter: 12, code: 429 }))
      break
    case 'SIGN_OUT':
      post(errorMessage(request, {}))
      break
    case 'RPC_REQUEST':
      if (request.payload.method === 'eth_chainId') setTimeout(() => post(successMessage(request, { result: '0x1' })), 400)
      break
    default:
      // CONNECT_OTP, SETUP_WALLET, IS_CONNECTED...: no answer (timeouts and aborts).
  }
})
if (params.get('projectId') !== 'silent') post(frameReadyMessage('test'))
`

/** The app page's script: the client as `ew`, and `settle` to bring an outcome back across `evaluate`. */
const appEntry = `
import * as ew from './src/index.ts'
window.ew = ew
window.violations = []
addEventListener('securitypolicyviolation', (event) => window.violations.push(event.violatedDirective))
window.settle = (promise) => promise.then(
  (value) => ({ ok: true, value }),
  (error) => ({ ok: false, name: error.name, message: error.message, code: error.code, reason: error.reason,
    retryAfter: error.retryAfter, kind: error.kind }),
)
`

/** The other site: forges answers to the app on request (`forge(message)`). */
const otherEntry = `
window.forge = (message) => parent.postMessage(message, '*')
`

async function bundle(contents: string, format: 'esm' | 'iife') {
  const result = await build({
    stdin: { contents, resolveDir: root, sourcefile: 'entry.ts', loader: 'ts' },
    absWorkingDir: root,
    bundle: true,
    format,
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  })
  return result.outputFiles[0]!.text
}

function listen(server: Server, host: string): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, host, () => resolve((server.address() as AddressInfo).port)),
  )
}

export type AppPages = {
  /** The app page, on `localhost` (an origin a project may allow). */
  appUrl: string
  /** The same page on `127.0.0.1` (an origin a project may refuse). */
  appIpUrl: string
  /** The other site, which the app page embeds. */
  otherUrl: string
  stop(): Promise<void>
}

/** The app page (client bundle as `ew`, strict CSP) for a wallet service at `serviceUrl`, and the other site. */
export async function startAppPages(serviceUrl: string): Promise<AppPages> {
  const [appScript, otherScript] = await Promise.all([bundle(appEntry, 'iife'), bundle(otherEntry, 'iife')])
  const other = createServer((request, response) => {
    if (request.url === '/other.js')
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(otherScript)
    else {
      response.writeHead(200, { 'content-type': 'text/html' })
      response.end('<!doctype html><html><body><script src="/other.js"></script></body></html>')
    }
  })
  const otherPort = await listen(other, '127.0.0.1')
  const otherUrl = `http://127.0.0.1:${otherPort}`

  const app = createServer((request, response) => {
    if (request.url === '/app.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(appScript)
      return
    }
    // No inline scripts or styles: the frame client must set styles through properties.
    response.writeHead(200, {
      'content-type': 'text/html',
      'content-security-policy': `default-src 'self'; script-src 'self'; style-src 'self'; frame-src ${serviceUrl} ${otherUrl}; connect-src ${serviceUrl}`,
    })
    response.end(
      `<!doctype html><html><body><iframe id="other" src="${otherUrl}/"></iframe><script src="/app.js"></script></body></html>`,
    )
  })
  const appPort = await listen(app, '127.0.0.1')
  return {
    appUrl: `http://localhost:${appPort}/`,
    appIpUrl: `http://127.0.0.1:${appPort}/`,
    otherUrl,
    async stop() {
      for (const server of [other, app]) {
        server.closeAllConnections()
        await new Promise((resolve) => server.close(resolve))
      }
    },
  }
}

export type FrameWorld = Omit<AppPages, 'stop'> & {
  serviceUrl: string
  /** Frame checks the service answered, by project id. */
  checks: string[]
  stop(): Promise<void>
}

/** The scripted service and frame on their own origin, with the app pages. */
export async function startFrameWorld(): Promise<FrameWorld> {
  const frameScript = await bundle(frameEntry, 'esm')
  const checks: string[] = []
  const service = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://service')
    if (url.pathname === '/v1/frame/check') {
      const projectId = url.searchParams.get('projectId') ?? ''
      checks.push(projectId)
      if (projectId === 'broken') {
        response.writeHead(500, { 'access-control-allow-origin': '*' }).end('{}')
        return
      }
      const body = {
        project: projectId !== 'unknown',
        originAllowed: projectId !== 'refused' && projectId !== 'unknown',
      }
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      response.end(JSON.stringify(body))
    } else if (url.pathname === '/frame') {
      response.writeHead(200, { 'content-type': 'text/html' })
      response.end('<!doctype html><html><body><script type="module" src="/frame.js"></script></body></html>')
    } else if (url.pathname === '/frame.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(frameScript)
    } else response.writeHead(404).end()
  })
  const servicePort = await listen(service, '127.0.0.1')
  const serviceUrl = `http://127.0.0.1:${servicePort}`
  const pages = await startAppPages(serviceUrl)
  return {
    ...pages,
    serviceUrl,
    checks,
    async stop() {
      await pages.stop()
      service.closeAllConnections()
      await new Promise((resolve) => service.close(resolve))
    },
  }
}
