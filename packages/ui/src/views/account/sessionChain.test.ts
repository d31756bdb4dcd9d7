// @vitest-environment node
import { createEvmAdapter } from '@portico/adapter-evm'
import {
  createSessionDelegation,
  delegationSigningHash,
  disableSessionData,
  encodePermissionContext,
  parseSessionRequests,
  permissionResponse,
  type SessionContracts,
  sendWithSession,
} from '@portico/adapter-evm/sessions'
import { type Config, createConfig, defineNetwork, memoryStorage } from '@portico/core'
import { type Devnet, startDevnet } from '@portico/devnet'
import {
  devnetPrivateKey,
  porticoAccountAbi,
  porticoAccountDigest,
  porticoAccountFactoryAbi,
} from '@portico/devnet/contracts'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getSessionsStore, type SessionEntry } from './sessionsStore.js'

// Sessions reads the chain through a real config: core's readExecutionPermissionUsage, the config's EVM adapter
// and the session contracts the API's smart-account networks name, on the devnet's Delegation Framework (its
// release build). The wallet (EIP-6963, connected through the EVM adapter) lists what the account granted; the
// sessions store shows each one's token and spend, and leaves out one its account disabled. The devnet, the
// sessions module and viem only set the chain up: the view's code imports core alone.

let devnet: Devnet
let contracts: SessionContracts
let account: Address
let config: Config
/** What the wallet lists (`wallet_getGrantedExecutionPermissions`), as it answered each grant. */
let listed: Record<string, unknown>[] = []
const owner = privateKeyToAccount(generatePrivateKey())
const sessionKey = privateKeyToAccount(generatePrivateKey())
const chain = () => devnet.chains[0]!
/** A chain the config has but the API names no session contracts for (its RPC is never asked). */
const OTHER_CHAIN = 31_338
const viemChain = () => ({
  id: chain().chainId,
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [chain().rpcUrl] } },
})
const reader = () => createPublicClient({ chain: viemChain(), transport: http(chain().rpcUrl) })
const walletOf = (key: ReturnType<typeof privateKeyToAccount>) =>
  createWalletClient({ account: key, chain: viemChain(), transport: http(chain().rpcUrl) })
const mined = async (hash: Hex) => (await reader().waitForTransactionReceipt({ hash })).status

/** The wallet's EIP-1193 provider: the account, its chain, its session list; the rest goes to the devnet. */
const provider = {
  async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [account]
    if (method === 'eth_chainId') return toHex(chain().chainId)
    if (method === 'wallet_getSupportedExecutionPermissions') return {}
    if (method === 'wallet_getGrantedExecutionPermissions') return listed
    const response = await fetch(chain().rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    })
    const reply = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
    if (reply.error) throw Object.assign(new Error(reply.error.message), { code: reply.error.code })
    return reply.result
  },
  on() {},
  removeListener() {},
}
const WALLET = {
  uuid: '5d8b7d7e-6a4c-4b8e-9f57-5b7c0f2a1c01',
  name: 'Session Wallet',
  rdns: 'test.portico.sessions',
  icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
}

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337] })
  const { addresses } = chain()
  contracts = { delegationManager: addresses.delegationManager, enforcers: addresses.sessionEnforcers }
  account = await reader().readContract({
    address: addresses.porticoAccountFactory,
    abi: porticoAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, 0n],
  })
  const testClient = createTestClient({ mode: 'anvil', transport: http(chain().rpcUrl) })
  await testClient.setBalance({ address: sessionKey.address, value: parseEther('1') })
  await testClient.setBalance({ address: owner.address, value: parseEther('1') })
  const funding = await walletOf(privateKeyToAccount(devnetPrivateKey(0))).writeContract({
    address: addresses.usdc,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [account, 100_000_000n],
  })
  expect(await mined(funding)).toBe('success')
  const network = (id: number) =>
    defineNetwork({
      id,
      name: `Devnet ${id}`,
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain().rpcUrl] } },
    })
  const smartAccountNetwork = (id: number) => ({
    caipNetworkId: `eip155:${id}`,
    entryPoint: addresses.entryPoint,
    factory: addresses.porticoAccountFactory,
    bundlerUrl: 'http://127.0.0.1:9/bundler',
  })
  // The API's smart-account networks, as GET /v1/smart-accounts answers them: session contracts on the devnet.
  const smartAccounts = {
    networks: [
      {
        ...smartAccountNetwork(chain().chainId),
        sessions: { recordsUrl: 'http://127.0.0.1:9/v1/sessions', ...contracts },
      },
      smartAccountNetwork(OTHER_CHAIN),
    ],
  }
  const target = new EventTarget()
  const announce = () =>
    target.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info: WALLET, provider }) }),
    )
  target.addEventListener('eip6963:requestProvider', announce)
  config = createConfig({
    projectId: 'sessions',
    networks: [network(chain().chainId), network(OTHER_CHAIN)],
    adapters: [createEvmAdapter({ target })],
    storage: memoryStorage(),
    reconnectOnInit: false,
    api: {
      url: 'http://api.test',
      fetch: async (input) =>
        String(input).includes('/v1/smart-accounts')
          ? Response.json(smartAccounts)
          : new Response('{}', { status: 404 }),
    },
  })
  await config.connect({ namespace: 'eip155', connectorId: WALLET.rdns })
}, 120_000)

afterAll(async () => {
  config?.destroy()
  await devnet?.stop()
})

/**
 * A session the account grants (the owner signs for it, ERC-1271), added to the wallet's list as it answered the
 * grant; its delegation and context.
 */
async function grant(permission: Record<string, unknown>, chainId = chain().chainId) {
  const [request] = parseSessionRequests('wallet_requestExecutionPermissions', [
    {
      chainId: toHex(chainId),
      from: account,
      to: sessionKey.address,
      permission: { isAdjustmentAllowed: false, ...permission },
      rules: [{ type: 'expiry', data: { timestamp: Math.floor(Date.now() / 1000) + 3600 } }],
    },
  ])
  const unsigned = createSessionDelegation({ account, request: request!, contracts })
  const hash = delegationSigningHash(unsigned, { chainId, delegationManager: contracts.delegationManager })
  const signature = await owner.sign({ hash: porticoAccountDigest({ hash, account, chainId }) })
  const delegation = { ...unsigned, signature }
  const context = encodePermissionContext([delegation])
  const factoryData = encodeFunctionData({
    abi: porticoAccountFactoryAbi,
    functionName: 'deployForSignature',
    args: [owner.address, 0n],
  })
  const dependencies = [{ factory: chain().addresses.porticoAccountFactory, factoryData }]
  listed.push(
    permissionResponse(request!, { context, delegationManager: contracts.delegationManager, dependencies }),
  )
  return { delegation, context, dependencies }
}

/** Opens Sessions' list: the wallet's sessions, once each one's chain read has arrived. */
async function loadSessions(): Promise<SessionEntry[]> {
  const store = getSessionsStore(config)
  await store.load(() => true)
  expect(store.state.status).toBe('ready')
  await expect.poll(() => store.state.sessions.every((entry) => entry.spend.status !== 'reading')).toBe(true)
  return store.state.sessions
}

const shown = (entry: SessionEntry | undefined) => entry && { token: entry.token, spend: entry.spend }

describe('Sessions on the chain, through the config', () => {
  test("a token session shows its token's symbol and decimals, and what it spent", async () => {
    listed = []
    const usdc = chain().addresses.usdc
    const { context, dependencies } = await grant({
      type: 'erc20-token-allowance',
      data: { tokenAddress: usdc, allowanceAmount: toHex(10_000_000n) },
    })
    expect((await loadSessions()).map(shown)).toEqual([
      { token: { symbol: 'USDC', decimals: 6 }, spend: { status: 'read', spent: 0n } },
    ])
    // The session key spends 2.5 USDC (its first use deploys the account).
    const hash = await sendWithSession(walletOf(sessionKey), {
      context,
      delegationManager: contracts.delegationManager,
      dependencies,
      calls: [
        {
          to: usdc,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [sessionKey.address, 2_500_000n],
          }),
        },
      ],
    })
    expect(await mined(hash)).toBe('success')
    expect((await loadSessions()).map(shown)).toEqual([
      { token: { symbol: 'USDC', decimals: 6 }, spend: { status: 'read', spent: 2_500_000n } },
    ])
  }, 60_000)

  test("a native session's token is the network's currency; once its account disabled it, it is left out", async () => {
    listed = []
    const { delegation } = await grant({
      type: 'native-token-allowance',
      data: { allowanceAmount: toHex(10n ** 16n) },
    })
    expect((await loadSessions()).map(shown)).toEqual([
      { token: { symbol: 'ETH', decimals: 18 }, spend: { status: 'read', spent: 0n } },
    ])
    const revoke = await walletOf(owner).writeContract({
      address: account,
      abi: porticoAccountAbi,
      functionName: 'execute',
      args: [contracts.delegationManager, 0n, disableSessionData(delegation)],
    })
    expect(await mined(revoke)).toBe('success')
    const store = getSessionsStore(config)
    await store.load(() => true)
    await expect.poll(() => store.state.sessions.length).toBe(0)
    expect(store.state.status).toBe('ready')
  }, 60_000)

  test('a session on a chain the API names no session contracts for: its token and spend cannot be read', async () => {
    listed = []
    await grant({ type: 'native-token-allowance', data: { allowanceAmount: toHex(1n) } }, OTHER_CHAIN)
    expect((await loadSessions()).map(shown)).toEqual([{ token: null, spend: { status: 'unavailable' } }])
  }, 60_000)
})
