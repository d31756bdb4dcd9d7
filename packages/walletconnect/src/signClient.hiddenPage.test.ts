import { type Relay, startRelay } from '@portico/relay'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { createSignClient } from './signClient.js'
import { nodeWebSocket } from './test/reference.js'
import { startWallet } from './test/wallet.js'

// A person answering in the wallet app on a phone leaves the dapp's page hidden. That time must not count
// toward a request's expiry: the request's timer runs only while the page is visible.
let relay: Relay
let wallet: Awaited<ReturnType<typeof startWallet>>

beforeAll(async () => {
  relay = await startRelay()
  wallet = await startWallet(relay.url)
})
afterAll(async () => {
  await wallet?.stop()
  await relay?.stop()
})

/** The page's visibility, as a browser's `document` reports it. */
function pageVisibility(initial: DocumentVisibilityState) {
  const target = new EventTarget()
  const page = Object.assign(target, { visibilityState: initial })
  return {
    page,
    set(state: DocumentVisibilityState) {
      page.visibilityState = state
      target.dispatchEvent(new Event('visibilitychange'))
    },
  }
}

test('a request asked while the page is hidden starts its expiry only once the page is visible again', async () => {
  const client = createSignClient({
    relayUrl: relay.url,
    metadata: { name: 'Portico test dapp', description: 'dapp', url: 'https://dapp.invalid', icons: [] },
    WebSocket: await nodeWebSocket(),
  })
  const asked: string[] = []
  // The wallet sees the request and never answers (the person is still reading it).
  wallet.behaviour.onRequest = async (_wallet, { params }) => {
    asked.push(params.request.method)
  }
  const { uri, approval } = await client.connect({
    requiredNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } },
  })
  await wallet.wallet.core.pairing.pair({ uri })
  const session = await approval

  const visibility = pageVisibility('hidden')
  vi.stubGlobal('document', visibility.page)
  const timers = vi.spyOn(globalThis, 'setTimeout')
  // A request lives at least 5 minutes: its expiry is the only timer that long.
  const expiryDelays = () =>
    timers.mock.calls.flatMap(([, delay]) => (typeof delay === 'number' && delay >= 300_000 ? [delay] : []))
  try {
    let settled = false
    void client
      .request({
        topic: session.topic,
        chainId: 'eip155:1',
        request: { method: 'personal_sign', params: [] },
      })
      .finally(() => {
        settled = true
      })
      .catch(() => undefined)
    await vi.waitFor(() => expect(asked).toEqual(['personal_sign']), { timeout: 30_000 })
    // Hidden: the request is out and waiting, and no expiry is counting.
    expect(expiryDelays()).toEqual([])

    visibility.set('visible')
    const [full] = expiryDelays()
    expect(expiryDelays()).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 20))
    visibility.set('hidden')
    visibility.set('visible')
    // Paused and resumed: the count goes on with what was left, not a fresh full expiry.
    const [, resumed] = expiryDelays()
    expect(resumed).toBeLessThan(full!)
    expect(settled).toBe(false)
  } finally {
    timers.mockRestore()
    vi.unstubAllGlobals()
    client.destroy()
  }
})
