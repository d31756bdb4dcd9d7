import { type Relay, startRelay } from '@portico/relay'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { createSignClient, type SignClient } from '../signClient.js'
import type { KeyValueStorage } from '../storage.js'
import type { SignClientEvent, SignClientEvents } from '../types.js'
import { nodeWebSocket } from './reference.js'
import { approveAll, echo, solanaChain, startWallet } from './wallet.js'

// What the Sign client's integration tests (signClient.*.test.ts) share: a local relay, the reference wallet on
// it, and dapps (Sign clients) that are destroyed after each test.

export const metadata = {
  name: 'Portico test dapp',
  description: 'dapp',
  url: 'https://dapp.invalid',
  icons: ['https://dapp.invalid/i.png'],
}
export const eip155 = {
  chains: ['eip155:1'],
  methods: ['personal_sign', 'eth_sendTransaction'],
  events: ['accountsChanged', 'chainChanged'],
}
export const solana = { chains: [solanaChain], methods: ['solana_signMessage'], events: [] }

/** Waits until `condition()` holds, checking every 20 ms; throws after `timeout` ms. */
export const until = async (condition: () => boolean, timeout = 10_000) => {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > timeout) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** The client's next `event`. */
export function next<event extends SignClientEvent>(client: SignClient, event: event) {
  return new Promise<SignClientEvents[event]>((resolve) => {
    const off = client.on(event, (payload) => {
      off()
      resolve(payload)
    })
  })
}

/**
 * Starts the relay and the reference wallet for the file's tests (its hooks are registered where this is
 * called); after each test its dapps are destroyed and the wallet approves and echoes again.
 */
export function signClientWorld() {
  let relay: Relay
  let wallet: Awaited<ReturnType<typeof startWallet>>
  let WebSocket: typeof globalThis.WebSocket
  const clients: SignClient[] = []

  beforeAll(async () => {
    WebSocket = await nodeWebSocket()
    relay = await startRelay()
    wallet = await startWallet(relay.url)
  })
  afterAll(async () => {
    await wallet?.stop()
    await relay?.stop()
  })
  afterEach(() => {
    for (const client of clients.splice(0)) client.destroy()
    wallet.behaviour.onProposal = approveAll
    wallet.behaviour.onRequest = echo
  })

  /** A Sign client on the relay (or `relayUrl`), destroyed after the test. */
  function dapp(options: { storage?: KeyValueStorage; now?: () => number; relayUrl?: string } = {}) {
    const client = createSignClient({
      relayUrl: options.relayUrl ?? relay.url,
      metadata,
      WebSocket,
      ...options,
    })
    clients.push(client)
    return client
  }

  /** A client with a session the wallet approved: eip155 required, solana optional. */
  async function connected(client = dapp()) {
    const { uri, approval } = await client.connect({
      requiredNamespaces: { eip155 },
      optionalNamespaces: { solana },
    })
    await wallet.wallet.core.pairing.pair({ uri })
    return { client, session: await approval, uri }
  }

  return {
    get relay() {
      return relay
    },
    get wallet() {
      return wallet
    },
    get WebSocket() {
      return WebSocket
    },
    dapp,
    connected,
  }
}
