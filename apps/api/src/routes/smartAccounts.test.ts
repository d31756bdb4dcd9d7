import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { configSchema } from '../config.js'
import { startTestApi } from '../test/startTestApi.js'

// Where the embedded wallet may use a smart account: the chains the operator lists, each with its EntryPoint,
// factory and bundler, and this API's paymaster for the projects that sponsor gas there.

const entryPoint = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
const otherEntryPoint = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
const factory = '0x00000000000000000000000000000000000000fa'
const simple7702 = '0x0000000000000000000000000000000000007702'
const sessions = {
  delegationManager: '0x00000000000000000000000000000000000000d0',
  enforcers: {
    erc20TransferAmount: '0x00000000000000000000000000000000000000e1',
    nativeTokenTransferAmount: '0x00000000000000000000000000000000000000e2',
    timestamp: '0x00000000000000000000000000000000000000e3',
    allowedTargets: '0x00000000000000000000000000000000000000e4',
    exactCalldata: '0x00000000000000000000000000000000000000e5',
  },
}
const policy = {
  sponsorName: 'Portico demo',
  targets: [{ address: '0x00000000000000000000000000000000000000c0' }],
  userDailyWei: '1000000000000000',
  projectDailyWei: '5000000000000000',
}

let api: Awaited<ReturnType<typeof startTestApi>>
beforeAll(async () => {
  api = await startTestApi({
    publicUrl: 'https://api.example.com',
    smartAccounts: [
      { chainId: 31337, entryPoint, factory, bundlerUrl: 'http://127.0.0.1:4337/rpc', sessions },
      {
        chainId: 31338,
        entryPoint,
        factory,
        bundlerUrl: 'http://127.0.0.1:4338/rpc',
        eip7702: simple7702,
      },
      { chainId: 31339, entryPoint: otherEntryPoint, factory, bundlerUrl: 'http://127.0.0.1:4339/rpc' },
    ],
    paymaster: {
      signerKey: generatePrivateKey(),
      contracts: [
        { chainId: 31337, address: '0x00000000000000000000000000000000000000aa', entryPoint },
        { chainId: 31339, address: '0x00000000000000000000000000000000000000ab', entryPoint },
      ],
      policies: [
        { projectId: 'local', chainId: 31337, ...policy },
        { projectId: 'local', chainId: 31338, ...policy },
        { projectId: 'local', chainId: 31339, ...policy },
      ],
    },
  })
})
afterAll(() => api?.close())

const networks = async (query: string, init?: RequestInit) => {
  const res = await api.get(`/v1/smart-accounts?${query}`, init)
  return { status: res.status, body: (await res.json()) as { networks?: unknown[]; message?: string } }
}

describe('GET /v1/smart-accounts', () => {
  test("lists every chain's EntryPoint, factory and bundler; the paymaster where the project is sponsored", async () => {
    const { status, body } = await networks('projectId=local')
    expect(status).toBe(200)
    expect(body.networks).toEqual([
      // The chain offers sessions: its DelegationManager and caveat enforcers, and where the wallet records them.
      {
        caipNetworkId: 'eip155:31337',
        entryPoint,
        factory,
        bundlerUrl: 'http://127.0.0.1:4337/rpc',
        sessions: { ...sessions, recordsUrl: 'https://api.example.com/v1/sessions?projectId=local' },
        paymasterUrl: 'https://api.example.com/v1/paymaster?projectId=local',
      },
      // A policy, but no paymaster contract on the chain: nothing would pay. The chain offers the EOA's in-place
      // upgrade (EIP-7702) to the implementation its entry names.
      {
        caipNetworkId: 'eip155:31338',
        entryPoint,
        factory,
        bundlerUrl: 'http://127.0.0.1:4338/rpc',
        eip7702: simple7702,
      },
      // The chain's paymaster serves another EntryPoint than its smart accounts use.
      {
        caipNetworkId: 'eip155:31339',
        entryPoint: otherEntryPoint,
        factory,
        bundlerUrl: 'http://127.0.0.1:4339/rpc',
      },
    ])
  })

  test('a project without a policy gets no paymaster; its session records are its own', async () => {
    const { status, body } = await networks('projectId=quiet')
    expect(status).toBe(200)
    const [first] = (body.networks ?? []) as { sessions?: { recordsUrl?: string } }[]
    expect(first?.sessions?.recordsUrl).toBe('https://api.example.com/v1/sessions?projectId=quiet')
    expect(body.networks?.map((network) => Object.keys(network as object))).toEqual([
      ['caipNetworkId', 'entryPoint', 'factory', 'bundlerUrl', 'sessions'],
      ['caipNetworkId', 'entryPoint', 'factory', 'bundlerUrl', 'eip7702'],
      ['caipNetworkId', 'entryPoint', 'factory', 'bundlerUrl'],
    ])
  })

  test('an unknown project, or a page outside its origins, is refused as on every route', async () => {
    expect(await networks('projectId=nobody')).toEqual({
      status: 403,
      body: { message: 'Unauthorized: invalid key' },
    })
    expect(await networks('projectId=local', { headers: { origin: 'https://evil.example' } })).toEqual({
      status: 403,
      body: { message: 'Unauthorized: origin not allowed' },
    })
  })
})

describe('the smartAccounts setting', () => {
  test('is empty by default, so the route lists nothing', () => {
    expect(configSchema.parse({}).smartAccounts).toEqual([])
  })

  test('refuses a malformed address, a bundler that is no URL, or two entries for one chain', () => {
    const entry = { chainId: 1, entryPoint, factory, bundlerUrl: 'http://127.0.0.1:4337' }
    expect(configSchema.safeParse({ smartAccounts: [{ ...entry, factory: '0x12' }] }).success).toBe(false)
    expect(configSchema.safeParse({ smartAccounts: [{ ...entry, bundlerUrl: 'bundler' }] }).success).toBe(
      false,
    )
    expect(configSchema.safeParse({ smartAccounts: [entry, entry] }).success).toBe(false)
    expect(configSchema.safeParse({ smartAccounts: [entry] }).success).toBe(true)
  })

  test('names the session contracts with every enforcer, each an address', () => {
    const entry = { chainId: 1, entryPoint, factory, bundlerUrl: 'http://127.0.0.1:4337', sessions }
    expect(configSchema.parse({ smartAccounts: [entry] }).smartAccounts[0]?.sessions).toEqual(sessions)
    const { timestamp: _timestamp, ...withoutTimestamp } = sessions.enforcers
    expect(
      configSchema.safeParse({
        smartAccounts: [{ ...entry, sessions: { ...sessions, enforcers: withoutTimestamp } }],
      }).success,
    ).toBe(false)
    expect(
      configSchema.safeParse({
        smartAccounts: [{ ...entry, sessions: { ...sessions, delegationManager: '0xd0' } }],
      }).success,
    ).toBe(false)
  })
})
