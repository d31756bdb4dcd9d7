import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import { SignClient } from '@walletconnect/sign-client'
import type { PrivateKeyAccount } from 'viem/accounts'

// A phone wallet for the WalletConnect connector's tests: the reference `@walletconnect/sign-client` 2.21.8 in node,
// through the same local relay as the config, signing with a viem account. It answers one-click sign-in
// (`session_authenticate`) with the reference client's own helpers, or, as a wallet without it, only the
// session proposal.

const require = createRequire(import.meta.url)
// pnpm keeps the reference client's utilities next to it.
const utils = createRequire(require.resolve('@walletconnect/sign-client'))('@walletconnect/utils') as {
  populateAuthPayload(parameters: {
    authPayload: Record<string, unknown>
    chains: string[]
    methods: string[]
  }): Record<string, unknown> & { chains: string[] }
  buildAuthObject(payload: unknown, signature: { t: string; s: string }, iss: string): unknown
}

/** `ws`, for this package's Sign client in node (Node 20 has no global WebSocket). */
export const nodeWebSocket = () =>
  createRequire(require.resolve('@portico/relay'))('ws') as typeof globalThis.WebSocket

function memoryStorage() {
  const items = new Map<string, unknown>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()] as [string, T][],
    getItem: async <T>(key: string) => items.get(key) as T | undefined,
    setItem: async <T>(key: string, value: T) => {
      items.set(key, value)
    },
    removeItem: async (key: string) => {
      items.delete(key)
    },
  }
}

type Proposal = {
  id: number
  params: { optionalNamespaces?: Record<string, { chains?: string[]; methods: string[]; events: string[] }> }
}
type AuthRequest = { id: number; params: { authPayload: Record<string, unknown> & { chains: string[] } } }

export type ReferenceWalletOptions = {
  relayUrl: string
  account: PrivateKeyAccount
  /** The chains the wallet serves (CAIP-2). */
  chains: string[]
  methods: string[]
  /** Whether it answers `wc_sessionAuthenticate` (default true); without it, the fallback proposal. */
  oneClick?: boolean
  /** How it answers (default approve). */
  decision?: 'approve' | 'reject'
}

export type ReferenceWallet = {
  client: Awaited<ReturnType<typeof SignClient.init>>
  /** What the wallet was asked: proposals, one-click sign-in payloads, and sessions the dapp deleted. */
  seen: {
    proposals: number
    authRequests: (Record<string, unknown> & { chains: string[] })[]
    deleted: number
  }
  pair(uri: string): Promise<unknown>
  sessions(): { namespaces: Record<string, { accounts: string[] }> }[]
  stop(): Promise<void>
}

/** Starts the wallet; `pair(uri)` pairs with a URI the config shows and answers as `options` say. */
export async function startReferenceWallet(options: ReferenceWalletOptions): Promise<ReferenceWallet> {
  const { account, chains, methods, oneClick = true } = options
  const client = await SignClient.init({
    projectId: 'portico-core-test',
    relayUrl: options.relayUrl,
    metadata: { name: 'Reference wallet', description: 'test', url: 'http://wallet.test', icons: [] },
    storage: memoryStorage() as never,
    // Its own core: the reference client shares one per storage prefix, and so would every wallet of a run.
    customStoragePrefix: `wallet-${randomBytes(4).toString('hex')}`,
    telemetryEnabled: false,
    logger: 'silent',
  })
  // Tests stay on loopback: no lookup at the vendor's Verify service.
  client.core.verify.resolve = (async () => undefined) as unknown as typeof client.core.verify.resolve
  const seen: ReferenceWallet['seen'] = { proposals: 0, authRequests: [], deleted: 0 }
  const rejected = { code: 5000, message: 'User rejected.' }

  client.on('session_proposal', async (event) => {
    const { id, params } = event as unknown as Proposal
    seen.proposals++
    if (options.decision === 'reject') return void (await client.reject({ id, reason: rejected }))
    const asked = params.optionalNamespaces?.eip155
    const granted = (asked?.chains ?? []).filter((chain) => chains.includes(chain))
    const { acknowledged } = await client.approve({
      id,
      namespaces: {
        eip155: {
          chains: granted,
          accounts: granted.map((chain) => `${chain}:${account.address}`),
          methods: asked?.methods ?? [],
          events: asked?.events ?? [],
        },
      },
    })
    await acknowledged()
  })
  if (oneClick) {
    client.on('session_authenticate', async (event) => {
      const { id, params } = event as unknown as AuthRequest
      seen.authRequests.push(params.authPayload)
      if (options.decision === 'reject') {
        await client.rejectSessionAuthenticate({ id, reason: rejected })
        return
      }
      // What a wallet does: keep the chains and methods it supports, then sign one message per chain.
      const payload = utils.populateAuthPayload({ authPayload: params.authPayload, chains, methods })
      const auths = []
      for (const chain of payload.chains) {
        const iss = `did:pkh:${chain}:${account.address}`
        const message = client.formatAuthMessage({ request: payload as never, iss })
        const signature = await account.signMessage({ message })
        auths.push(utils.buildAuthObject(payload, { t: 'eip191', s: signature }, iss))
      }
      await client.approveSessionAuthenticate({ id, auths: auths as never })
    })
  }
  // Requests through the session: personal_sign is signed with the account.
  client.on('session_request', async ({ id, topic, params }) => {
    const [data] = params.request.params as [`0x${string}`]
    const signature = await account.signMessage({ message: { raw: data } })
    await client.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } })
  })
  client.on('session_delete', () => {
    seen.deleted++
  })

  return {
    client,
    seen,
    /** Pairs with `uri`; the wallet's answer follows on its own. */
    pair: (uri: string) => client.pair({ uri }),
    sessions: () => client.session.getAll(),
    async stop() {
      await client.core.relayer.transportClose().catch(() => undefined)
    },
  }
}
