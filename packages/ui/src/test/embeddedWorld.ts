import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { memoryStorage } from '@portico/core'
import { embeddedWallet, getEmbeddedWallet } from '@portico/embedded-wallet'
import { onTestFinished } from 'vitest'
import { createModal } from '../createModal.js'
import { settle } from './dom.js'
import { createWorld } from './world.js'

/**
 * A wallet service on loopback that answers only the frame check (`/v1/frame/check`): it refuses this page's
 * project (`refuse`: the real frame client then fails with 'Invalid App Configuration'), or has no such route
 * (`missing`: 'Unable to load email login dependency'), before any frame exists. With `socials` it lists those
 * social providers (`/v1/social/providers`, counted by `socialAsks`). The views' happy paths need the service's
 * frame in a real browser (the demo's end-to-end tests).
 */
export async function startService(
  check: 'refuse' | 'missing' = 'refuse',
  { socials }: { socials?: readonly string[] } = {},
): Promise<{ url: string; checks: () => number; socialAsks: () => number; close(): Promise<void> }> {
  let checks = 0
  let socialAsks = 0
  const server: Server = createServer((request, response) => {
    if (socials && request.method === 'GET' && request.url?.startsWith('/v1/social/providers')) {
      socialAsks++
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      response.end(JSON.stringify({ providers: socials }))
      return
    }
    // happy-dom asks first (a CORS preflight, OPTIONS): count the check itself.
    if (request.method === 'GET' && request.url?.startsWith('/v1/frame/check')) checks++
    const refused = check === 'refuse' || request.method === 'OPTIONS'
    response.writeHead(refused ? 200 : 404, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
    })
    response.end(
      JSON.stringify(refused ? { project: false, originAllowed: false } : { message: 'Not found' }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    checks: () => checks,
    socialAsks: () => socialAsks,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * A config with the e-mail login against `url` (default: a service without the frame, closed when the test
 * ends) and the modal on the page, open
 * on `view`. `email` is the address of a login under way, `lastLogin` stamps the last code request (the
 * 30-second cooldown), `now` is the config's clock.
 */
export async function mountEmbedded({
  url,
  view,
  email,
  lastLogin,
  now,
  ...rest
}: {
  url?: string
  view?: string
  /** The address of a login under way (what the code and device steps name). */
  email?: string
  lastLogin?: number
} & Parameters<typeof createWorld>[0] = {}) {
  const storage = memoryStorage()
  if (lastLogin !== undefined) storage.setItem('portico.embeddedWalletLastLogin', JSON.stringify(lastLogin))
  let service = url
  if (!service) {
    const missing = await startService('missing')
    onTestFinished(() => missing.close())
    service = missing.url
  }
  const world = await createWorld({
    storage,
    ...(now && { now }),
    ...rest,
    // The test's own plug-ins (sign-in) after the e-mail login.
    plugins: [embeddedWallet({ url: service }), ...(rest.plugins ?? [])],
  })
  const wallet = getEmbeddedWallet(world.config)
  if (!wallet) throw new Error('the embedded wallet is not configured')
  if (email) wallet.state.email = email
  const element = createModal({ config: world.config }).element as HTMLElement
  world.config.open(view ? { view } : {})
  await settle()
  return { ...world, wallet, element }
}
