import { afterEach, expect, test } from 'vitest'
import type { ReadSessionUsageParameters, ReadSessionUsageReturnType } from '../../adapter/types.js'
import { createConfig } from '../../createConfig.js'
import { memoryStorage } from '../../storage/backends/memory.js'
import { chainA, chainB } from '../../test/networks.js'
import { createTestAdapter } from '../../testing/createTestAdapter.js'
import { readExecutionPermissionUsage } from './readExecutionPermissionUsage.js'
import type { GrantedExecutionPermission } from './sessionTypes.js'

// A session's use is read through the config: the network among its networks, the chain's session contracts
// from the API's smart-account networks, the EVM adapter's readSessionUsage. The adapter here answers what a
// chain would; the reads on a real chain are the EVM adapter's tests (readSessionUsage.test.ts).

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const contracts = {
  delegationManager: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  enforcers: {
    erc20TransferAmount: '0x0000000000000000000000000000000000000001',
    nativeTokenTransferAmount: '0x0000000000000000000000000000000000000002',
    timestamp: '0x0000000000000000000000000000000000000003',
    allowedTargets: '0x0000000000000000000000000000000000000004',
    exactCalldata: '0x0000000000000000000000000000000000000005',
  },
} as const

const smartAccountNetwork = (caipNetworkId: string, sessions: boolean) => ({
  caipNetworkId,
  entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  factory: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  bundlerUrl: 'http://127.0.0.1:9/bundler',
  ...(sessions && { sessions: { recordsUrl: 'http://127.0.0.1:9/v1/sessions', ...contracts } }),
})

/** `GET /v1/smart-accounts`: chain A names session contracts, chain B none. */
const smartAccounts = {
  networks: [
    smartAccountNetwork(chainA.caipNetworkId, true),
    smartAccountNetwork(chainB.caipNetworkId, false),
  ],
}

const granted = (permission: GrantedExecutionPermission['permission'], chainId = 31337) =>
  ({
    context: '0xc0ffee',
    delegationManager: contracts.delegationManager,
    dependencies: [],
    signer: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    account: undefined,
    permission,
    expiry: Math.floor(Date.now() / 1000) + 3600,
    chainId,
  }) satisfies GrantedExecutionPermission
const tokenSession = granted({ type: 'erc20-token-allowance', token: TOKEN, allowance: 10_000_000n })
const nativeSession = granted({ type: 'native-token-allowance', allowance: 10n ** 16n, targets: [] })

type Reader = (parameters: ReadSessionUsageParameters) => Promise<ReadSessionUsageReturnType>

/**
 * A config over chains A and B whose EVM adapter reads sessions with `read` (none: it cannot), and whose API
 * answers the smart-account networks with `api` (counting the requests).
 */
function world({
  read,
  api = () => Response.json(smartAccounts),
  withApi = true,
}: {
  read?: Reader
  api?: () => Response
  withApi?: boolean
} = {}) {
  const evm = createTestAdapter('eip155')
  const reads: ReadSessionUsageParameters[] = []
  if (read)
    Object.assign(evm.adapter, {
      readSessionUsage: (parameters: ReadSessionUsageParameters) => {
        reads.push(parameters)
        return read(parameters)
      },
    })
  const requests: string[] = []
  const config = createConfig({
    projectId: 'sessions',
    networks: [chainA, chainB],
    adapters: [evm.adapter],
    storage: memoryStorage(),
    reconnectOnInit: false,
    ...(withApi && {
      api: {
        url: 'http://api.test',
        fetch: async (input: RequestInfo | URL) => {
          requests.push(String(input))
          return String(input).includes('/v1/smart-accounts') ? api() : new Response('{}', { status: 404 })
        },
      },
    }),
  })
  configs.push(config)
  return { config, reads, requests }
}

let configs: { destroy(): void }[] = []
afterEach(() => {
  for (const config of configs) config.destroy()
  configs = []
})

const used =
  (spent: bigint, disabled = false, token?: { symbol: string; decimals: number }): Reader =>
  async () => ({ spent, disabled, ...(token && { token }) })

test("a token session: the adapter reads its spend, whether it is disabled, and the token's symbol and decimals", async () => {
  const { config, reads } = world({ read: used(2_500_000n, false, { symbol: 'USDC', decimals: 6 }) })
  expect(await readExecutionPermissionUsage(config, tokenSession)).toEqual({
    spent: 2_500_000n,
    disabled: false,
    token: { symbol: 'USDC', decimals: 6 },
  })
  // Asked on the session's network, with the chain's contracts as the API named them (the records URL is the
  // wallet's, not the chain's) and the token the session spends.
  expect(reads).toEqual([{ network: chainA, context: '0xc0ffee', contracts, token: TOKEN }])
})

test("a native session's token is its network's currency; the adapter is asked for no token", async () => {
  const { config, reads } = world({ read: used(0n, true) })
  expect(await readExecutionPermissionUsage(config, nativeSession)).toEqual({
    spent: 0n,
    disabled: true,
    token: { symbol: 'ETH', decimals: 18 },
  })
  expect(reads).toEqual([{ network: chainA, context: '0xc0ffee', contracts }])
})

test('the API is asked once per config for the chains’ session contracts', async () => {
  const { config, requests } = world({ read: used(1n, false, { symbol: 'USDC', decimals: 6 }) })
  await Promise.all([
    readExecutionPermissionUsage(config, tokenSession),
    readExecutionPermissionUsage(config, nativeSession),
  ])
  await readExecutionPermissionUsage(config, nativeSession)
  expect(requests.filter((url) => url.includes('/v1/smart-accounts'))).toHaveLength(1)
  // Another config asks for itself.
  const other = world({ read: used(1n) })
  await readExecutionPermissionUsage(other.config, nativeSession)
  expect(other.requests.filter((url) => url.includes('/v1/smart-accounts'))).toHaveLength(1)
})

test('nothing to read: a network the config lacks, a chain without session contracts, no API, an adapter that cannot read sessions', async () => {
  const { config, reads } = world({ read: used(1n) })
  expect(await readExecutionPermissionUsage(config, { ...nativeSession, chainId: 1 })).toBeUndefined()
  expect(await readExecutionPermissionUsage(config, { ...nativeSession, chainId: 31338 })).toBeUndefined()
  expect(reads).toEqual([])
  const noApi = world({ read: used(1n), withApi: false })
  expect(await readExecutionPermissionUsage(noApi.config, nativeSession)).toBeUndefined()
  expect(noApi.reads).toEqual([])
  const cannot = world()
  expect(await readExecutionPermissionUsage(cannot.config, nativeSession)).toBeUndefined()
})

test('an API that could not answer gives nothing to read, and is asked again next time', async () => {
  let up = false
  const { config, reads, requests } = world({
    read: used(3n),
    api: () => (up ? Response.json(smartAccounts) : new Response('{}', { status: 404 })),
  })
  expect(await readExecutionPermissionUsage(config, nativeSession)).toBeUndefined()
  expect(reads).toEqual([])
  up = true
  expect(await readExecutionPermissionUsage(config, nativeSession)).toMatchObject({ spent: 3n })
  expect(requests.filter((url) => url.includes('/v1/smart-accounts'))).toHaveLength(2)
})

test("a token session whose token the adapter did not read has no unit: nothing to read; a failed chain read throws the adapter's error", async () => {
  const { config } = world({ read: used(5n) })
  expect(await readExecutionPermissionUsage(config, tokenSession)).toBeUndefined()
  const failure = new Error('chain unreachable')
  const failing = world({ read: () => Promise.reject(failure) })
  await expect(readExecutionPermissionUsage(failing.config, tokenSession)).rejects.toBe(failure)
})
