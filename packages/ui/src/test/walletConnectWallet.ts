import { SignClient } from '@walletconnect/sign-client'

/** The reference sign-client's storage interface, in memory (its Node default writes files). */
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

/**
 * A phone wallet for the views' tests: the reference `@walletconnect/sign-client` 2.21.8 on the wallet side,
 * through the same relay as the modal. `answer(uri, ...)` pairs with a URI read from the page and approves
 * the proposal with `address` on every eip155 chain it asks for, or declines it (code 5000).
 */
export async function createTestWallet({ relayUrl, address }: { relayUrl: string; address: string }) {
  const client = await SignClient.init({
    projectId: 'portico-ui-test',
    relayUrl,
    metadata: {
      name: 'Test Phone Wallet',
      description: 'A wallet in the tests',
      url: 'http://wallet.test',
      icons: [],
    },
    storage: memoryStorage() as never,
    telemetryEnabled: false,
    logger: 'silent',
  })
  // Tests stay on loopback: no lookup at the vendor's Verify service.
  client.core.verify.resolve = (async () => undefined) as unknown as typeof client.core.verify.resolve
  return {
    client,
    /** Pairs with `uri` and answers its proposal; resolves once the answer was sent. */
    async answer(uri: string, decision: 'approve' | 'reject'): Promise<void> {
      const proposal = new Promise<Proposal>((resolve) => client.once('session_proposal', resolve as never))
      await client.pair({ uri })
      const { id, params } = await proposal
      if (decision === 'reject') {
        await client.reject({ id, reason: { code: 5000, message: 'User rejected.' } })
        return
      }
      const eip155 = params.optionalNamespaces?.eip155
      const chains = eip155?.chains ?? []
      const { acknowledged } = await client.approve({
        id,
        namespaces: {
          eip155: {
            chains,
            accounts: chains.map((chain) => `${chain}:${address}`),
            methods: eip155?.methods ?? [],
            events: eip155?.events ?? [],
          },
        },
      })
      await acknowledged()
    },
    async stop() {
      await client.core.relayer.transportClose().catch(() => undefined)
    },
  }
}
