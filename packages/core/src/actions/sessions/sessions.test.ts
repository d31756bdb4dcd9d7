import { afterEach, expect, test } from 'vitest'
import { createConfig } from '../../createConfig.js'
import { memoryStorage } from '../../storage/backends/memory.js'
import { chainA } from '../../test/networks.js'
import { createTestAdapter, TEST_ADDRESS } from '../../testing/createTestAdapter.js'
import { getGrantedExecutionPermissions } from './getGrantedExecutionPermissions.js'
import { requestExecutionPermissions } from './requestExecutionPermissions.js'
import { revokeExecutionPermission } from './revokeExecutionPermission.js'
import {
  InvalidExecutionPermissionReplyError,
  InvalidExecutionPermissionRequestError,
} from './sessionErrors.js'

// Detection and normalisation of the two ERC-7715 dialects, against a scripted EIP-1193 wallet: one that answers
// the 2026 methods, one of the older `wallet_grantPermissions`, one that refuses. The connected EVM wallet is
// reached as the EVM adapter offers it (`getWalletClient()`, a request function per connection).

const SIGNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const MANAGER = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const FACTORY = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const PAYEE = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const CONTEXT = '0xc0ffee'
const EXPIRY = Math.floor(Date.now() / 1000) + 3600

type Handler = (params: unknown) => unknown
type Call = { method: string; params?: unknown }

/** A JSON-RPC error as a provider throws it (viem keeps `code`, and the wallet's error as its cause). */
const rpcError = (code: number, data?: unknown) =>
  Object.assign(new Error(`wallet error ${code}`), { code, ...(data !== undefined && { data }) })

/** A wallet answering `handlers`; any other method is not found (-32601, or `missing`). */
function scriptedWallet(handlers: Record<string, Handler>, missing = -32601) {
  const calls: Call[] = []
  const client = {
    async request({ method, params }: Call) {
      calls.push({ method, params })
      const handler = handlers[method]
      if (!handler) throw rpcError(missing)
      return handler(params)
    },
  }
  return { client, calls }
}

/** A config whose EVM adapter is connected to `client` (swap it to simulate a new connection). */
async function world(client: unknown) {
  const evm = createTestAdapter('eip155')
  const connection = { client }
  Object.assign(evm.adapter, { getWalletClient: () => connection.client })
  const config = createConfig({
    projectId: 'sessions',
    networks: [chainA],
    adapters: [evm.adapter],
    storage: memoryStorage(),
    reconnectOnInit: false,
  })
  await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
  return { config, connection }
}

let configs: { destroy(): void }[] = []
afterEach(() => {
  for (const config of configs) config.destroy()
  configs = []
})
async function connected(client: unknown) {
  const made = await world(client)
  configs.push(made.config)
  return made
}

/** The 2026 wallet's answer to a request: the request itself, plus what redeems it. */
const executionAnswer = (request: Record<string, unknown>) => ({
  ...request,
  context: CONTEXT,
  delegationManager: MANAGER,
  dependencies: [{ factory: FACTORY, factoryData: '0xabcd' }],
})

const executionWallet = () =>
  scriptedWallet({
    wallet_getSupportedExecutionPermissions: () => ({
      'erc20-token-allowance': { chainIds: ['0x7a69'], ruleTypes: ['expiry'] },
    }),
    wallet_requestExecutionPermissions: (params) =>
      (params as Record<string, unknown>[]).map(executionAnswer),
    wallet_getGrantedExecutionPermissions: () => [
      // A grant another app asked for in the older dialect, listed as it was answered.
      {
        chainId: '0x7a69',
        expiry: EXPIRY,
        signer: { type: 'account', data: { address: SIGNER } },
        permission: { type: 'erc20-token-transfer', data: { address: TOKEN, allowance: '0x64' } },
        policies: [],
        context: '0xbeef',
        signerMeta: { delegationManager: MANAGER },
      },
      executionAnswer({
        chainId: '0x7a69',
        from: TEST_ADDRESS,
        to: SIGNER,
        permission: {
          type: 'native-token-allowance',
          isAdjustmentAllowed: false,
          data: { allowanceAmount: '0x2386f26fc10000' },
        },
        rules: [
          { type: 'expiry', data: { timestamp: EXPIRY } },
          { type: 'payee', data: { addresses: [PAYEE] } },
        ],
      }),
    ],
    wallet_revokeExecutionPermission: () => ({}),
  })

const erc20 = { type: 'erc20-token-allowance', token: TOKEN, allowance: 10_000_000n } as const

test('a wallet that answers wallet_getSupportedExecutionPermissions is asked in the 2026 methods, once per connection', async () => {
  const wallet = executionWallet()
  const { config, connection } = await connected(wallet.client)
  const granted = await requestExecutionPermissions(config, {
    chainId: 31337,
    signer: SIGNER,
    permission: erc20,
    expiry: EXPIRY,
  })
  expect(granted).toEqual({
    status: 'granted',
    permission: {
      context: CONTEXT,
      delegationManager: MANAGER,
      dependencies: [{ factory: FACTORY, factoryData: '0xabcd' }],
      signer: SIGNER,
      account: TEST_ADDRESS,
      permission: erc20,
      expiry: EXPIRY,
      chainId: 31337,
    },
  })
  const sent = wallet.calls.find((call) => call.method === 'wallet_requestExecutionPermissions')
  expect(sent?.params).toEqual([
    {
      chainId: '0x7a69',
      from: TEST_ADDRESS,
      to: SIGNER,
      permission: {
        type: 'erc20-token-allowance',
        isAdjustmentAllowed: false,
        data: { tokenAddress: TOKEN, allowanceAmount: '0x989680' },
      },
      rules: [{ type: 'expiry', data: { timestamp: EXPIRY } }],
    },
  ])

  const listed = await getGrantedExecutionPermissions(config)
  expect(listed).toMatchObject({
    status: 'success',
    permissions: [
      {
        context: '0xbeef',
        dependencies: [],
        permission: { type: 'erc20-token-allowance', token: TOKEN, allowance: 100n },
      },
      {
        signer: SIGNER,
        permission: { type: 'native-token-allowance', allowance: 10n ** 16n, targets: [PAYEE] },
        expiry: EXPIRY,
      },
    ],
  })
  expect(await revokeExecutionPermission(config, { context: CONTEXT })).toEqual({ status: 'revoked' })
  expect(wallet.calls.at(-1)).toEqual({
    method: 'wallet_revokeExecutionPermission',
    params: { permissionContext: CONTEXT },
  })
  expect(
    wallet.calls.filter((call) => call.method === 'wallet_getSupportedExecutionPermissions'),
  ).toHaveLength(1)

  // Another connection (a new client) is another wallet: asked again.
  const next = executionWallet()
  connection.client = next.client
  await getGrantedExecutionPermissions(config)
  expect(next.calls.map((call) => call.method)).toEqual([
    'wallet_getSupportedExecutionPermissions',
    'wallet_getGrantedExecutionPermissions',
  ])
})

test('a native allowance names its targets as a payee rule', async () => {
  const wallet = executionWallet()
  const { config } = await connected(wallet.client)
  const result = await requestExecutionPermissions(config, {
    chainId: 31337,
    signer: SIGNER,
    permission: { type: 'native-token-allowance', allowance: 5n, targets: [PAYEE] },
    expiry: EXPIRY,
  })
  expect(result).toMatchObject({
    status: 'granted',
    permission: { permission: { type: 'native-token-allowance', allowance: 5n, targets: [PAYEE] } },
  })
  const [request] = (wallet.calls.at(-1)?.params ?? []) as Record<string, unknown>[]
  expect(request?.rules).toEqual([
    { type: 'expiry', data: { timestamp: EXPIRY } },
    { type: 'payee', data: { addresses: [PAYEE] } },
  ])
})

/** The older wallet: no wallet_getSupportedExecutionPermissions (`missing` code), wallet_grantPermissions instead. */
const grantWallet = (missing: number) =>
  scriptedWallet(
    {
      wallet_grantPermissions: (params) =>
        (params as Record<string, unknown>[]).map((request) => ({
          ...request,
          context: CONTEXT,
          signerMeta: { delegationManager: MANAGER },
          accountMeta: { factory: FACTORY, factoryData: '0x1234' },
        })),
      wallet_revokePermissions: () => ({}),
    },
    missing,
  )

test.each([
  ['-32601 (method not found)', -32601],
  ['4200 (unsupported method)', 4200],
])(
  'a wallet answering %s is asked in the older dialect, and answers the same typed permission',
  async (_name, missing) => {
    const wallet = grantWallet(missing)
    const { config } = await connected(wallet.client)
    const granted = await requestExecutionPermissions(config, {
      chainId: 31337,
      signer: SIGNER,
      permission: erc20,
      expiry: EXPIRY,
    })
    expect(granted).toEqual({
      status: 'granted',
      permission: {
        context: CONTEXT,
        delegationManager: MANAGER,
        dependencies: [{ factory: FACTORY, factoryData: '0x1234' }],
        signer: SIGNER,
        account: TEST_ADDRESS,
        permission: erc20,
        expiry: EXPIRY,
        chainId: 31337,
      },
    })
    expect(wallet.calls.find((call) => call.method === 'wallet_grantPermissions')?.params).toEqual([
      {
        chainId: '0x7a69',
        address: TEST_ADDRESS,
        expiry: EXPIRY,
        signer: { type: 'account', data: { address: SIGNER } },
        permission: { type: 'erc20-token-transfer', data: { address: TOKEN, allowance: '0x989680' } },
        policies: [],
      },
    ])
    expect(await revokeExecutionPermission(config, { context: CONTEXT })).toEqual({ status: 'revoked' })
    expect(wallet.calls.at(-1)).toEqual({
      method: 'wallet_revokePermissions',
      params: { permissionContext: CONTEXT },
    })
    // It has no way to list them, nor to limit a native allowance to targets (never sent as a wider one).
    expect(await getGrantedExecutionPermissions(config)).toEqual({ status: 'unsupported' })
    const before = wallet.calls.length
    const native = { type: 'native-token-allowance', allowance: 1n, targets: [PAYEE] } as const
    expect(
      await requestExecutionPermissions(config, {
        chainId: 31337,
        signer: SIGNER,
        permission: native,
        expiry: EXPIRY,
      }),
    ).toEqual({
      status: 'unsupported',
    })
    expect(wallet.calls.length).toBe(before)
    expect(
      wallet.calls.filter((call) => call.method === 'wallet_getSupportedExecutionPermissions'),
    ).toHaveLength(1)
  },
)

test('refusals are typed outcomes: rejected, unauthorized with the wallet reason, unsupported, failed', async () => {
  let answer: () => unknown = () => []
  const wallet = scriptedWallet({
    wallet_getSupportedExecutionPermissions: () => ({}),
    wallet_requestExecutionPermissions: () => answer(),
  })
  const { config } = await connected(wallet.client)
  const ask = () =>
    requestExecutionPermissions(config, { chainId: 31337, signer: SIGNER, permission: erc20, expiry: EXPIRY })
  answer = () => {
    throw rpcError(4001)
  }
  expect(await ask()).toEqual({ status: 'rejected' })
  // viem wraps the wallet's error; its code and data stay on the cause.
  answer = () => {
    throw Object.assign(new Error('Unauthorized'), {
      code: 4100,
      cause: rpcError(4100, { reason: 'smartAccountRequired' }),
    })
  }
  expect(await ask()).toEqual({ status: 'unauthorized', reason: 'smartAccountRequired' })
  // The embedded wallet's errors carry the wallet's reason as a field of their own.
  answer = () => {
    throw Object.assign(new Error('Unauthorized'), {
      code: 4100,
      cause: Object.assign(rpcError(4100), { reason: 'NOT_SUPPORTED' }),
    })
  }
  expect(await ask()).toEqual({ status: 'unauthorized', reason: 'NOT_SUPPORTED' })
  answer = () => {
    throw rpcError(4200)
  }
  expect(await ask()).toEqual({ status: 'unsupported' })
  const internal = rpcError(-32603)
  answer = () => {
    throw internal
  }
  expect(await ask()).toEqual({ status: 'failed', code: -32603, error: internal })
  answer = () => [{ context: CONTEXT, permission: { type: 'erc20-token-allowance' } }]
  const junk = await ask()
  expect(junk).toMatchObject({ status: 'failed', code: undefined })
  expect(junk.status === 'failed' && junk.error).toBeInstanceOf(InvalidExecutionPermissionReplyError)
  // A wallet of the 2026 methods without the listing one cannot list them.
  expect(await getGrantedExecutionPermissions(config)).toEqual({ status: 'unsupported' })
})

test('a detection the wallet refuses for another reason is that outcome, and is asked again next time', async () => {
  let refuse = true
  const wallet = scriptedWallet({
    wallet_getSupportedExecutionPermissions: () => {
      if (refuse) throw rpcError(4100)
      return {}
    },
    wallet_getGrantedExecutionPermissions: () => 'not a list',
  })
  const { config } = await connected(wallet.client)
  expect(await getGrantedExecutionPermissions(config)).toEqual({ status: 'unauthorized', reason: undefined })
  refuse = false
  const listed = await getGrantedExecutionPermissions(config)
  expect(listed.status === 'failed' && listed.error).toBeInstanceOf(InvalidExecutionPermissionReplyError)
  expect(
    wallet.calls.filter((call) => call.method === 'wallet_getSupportedExecutionPermissions'),
  ).toHaveLength(2)
})

test('without a connected EVM wallet: notConnected; parameters it cannot send throw, naming the field', async () => {
  const { config } = await connected(undefined)
  expect(await getGrantedExecutionPermissions(config)).toEqual({ status: 'notConnected' })
  expect(await revokeExecutionPermission(config, { context: CONTEXT })).toEqual({ status: 'notConnected' })
  const base = { chainId: 31337, signer: SIGNER, permission: erc20, expiry: EXPIRY } as const
  const refused = async (parameters: unknown) => {
    const error = await requestExecutionPermissions(config, parameters as typeof base).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(InvalidExecutionPermissionRequestError)
    return (error as InvalidExecutionPermissionRequestError).field
  }
  expect(await refused({ ...base, chainId: 0 })).toBe('chainId')
  expect(await refused({ ...base, signer: '0x1234' })).toBe('signer')
  expect(await refused({ ...base, expiry: Math.floor(Date.now() / 1000) - 1 })).toBe('expiry')
  expect(await refused({ ...base, permission: { ...erc20, allowance: 0n } })).toBe('permission.allowance')
  expect(await refused({ ...base, permission: { ...erc20, token: 'USDC' } })).toBe('permission.token')
  expect(
    await refused({ ...base, permission: { type: 'native-token-allowance', allowance: 1n, targets: ['x'] } }),
  ).toBe('permission.targets')
  expect(await refused({ ...base, permission: { type: 'erc721', allowance: 1n } })).toBe('permission.type')
  await expect(revokeExecutionPermission(config, { context: 'abc' as `0x${string}` })).rejects.toThrow(
    InvalidExecutionPermissionRequestError,
  )
})
