import { randomBytes } from 'node:crypto'
import { type ApiServer, loadConfig, startApiServer } from '@portico/api'
import { memoryStorage, SmartAccountNotOfferedError } from '@portico/core'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { chainA, chainB, destroyConfigs, loggedIn, setup, until } from '../test/controllerWorld.js'
import { EVM_ADDRESS, SMART_ACCOUNT_ADDRESS, scriptedWallet } from '../test/scriptedFrame.js'

// Smart accounts through the embedded wallet: the API's list goes to the frame with the app's networks, the frame
// says where it offers them, and the user switches between the smart account and the EOA on the active network.

const entryPoint = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
const factory = '0x00000000000000000000000000000000000000fa'
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

let api: ApiServer
beforeAll(async () => {
  api = await startApiServer(
    loadConfig(
      {},
      {
        port: 0,
        indexer: { enabled: false, intervalMs: 1000 },
        smartAccounts: [
          {
            chainId: chainA.id as number,
            entryPoint,
            factory,
            bundlerUrl: 'http://127.0.0.1:4337/rpc',
            sessions,
          },
        ],
        paymaster: {
          signerKey: `0x${randomBytes(32).toString('hex')}`,
          contracts: [
            {
              chainId: chainA.id as number,
              address: '0x00000000000000000000000000000000000000aa',
              entryPoint,
            },
          ],
          policies: [
            {
              projectId: 'portico-local',
              chainId: chainA.id as number,
              sponsorName: 'Portico test',
              targets: [{ address: '0x00000000000000000000000000000000000000c0' }],
              userDailyWei: '1000000000000000',
              projectDailyWei: '5000000000000000',
            },
          ],
        },
      },
    ),
  )
})
afterAll(() => api?.close())
afterEach(destroyConfigs)

const sharedNetworks = (world: ReturnType<typeof setup>) =>
  world.wallet.world.received.filter((request) => request.type === 'SYNC_DAPP_DATA').at(-1)?.payload as {
    networks: { caipNetworkId: string; smartAccount?: unknown }[]
  }

describe('the frame learns where smart accounts are served', () => {
  test("SYNC_DAPP_DATA carries the API's smart-account service (its session contracts too) on the networks it lists, none elsewhere", async () => {
    const world = await loggedIn(setup({ api: api.url }))
    const { networks } = sharedNetworks(world)
    expect(networks.find((network) => network.caipNetworkId === chainA.caipNetworkId)?.smartAccount).toEqual({
      entryPoint,
      factory,
      bundlerUrl: 'http://127.0.0.1:4337/rpc',
      paymasterUrl: `${api.url}/v1/paymaster?projectId=portico-local`,
      sessions: { ...sessions, recordsUrl: `${api.url}/v1/sessions?projectId=portico-local` },
    })
    expect(networks.find((network) => network.caipNetworkId === chainB.caipNetworkId)).not.toHaveProperty(
      'smartAccount',
    )
  })

  test('an API that cannot be read shares no smart account, and the login goes on', async () => {
    const world = await loggedIn(setup({ api: true }))
    expect(sharedNetworks(world).networks.some((network) => 'smartAccount' in network)).toBe(false)
    expect(world.config.getAccount()?.address).toBe(EVM_ADDRESS)
  })

  test('after the login the frame is asked where it offers them: the network state and storage keep it', async () => {
    const world = await loggedIn(setup({ api: api.url }))
    await until(() => world.config.network.state.smartAccountEnabledNetworks.length > 0)
    expect(world.wallet.types()).toContain('INIT_SMART_ACCOUNT_NETWORKS')
    expect(world.config.network.state.smartAccountEnabledNetworks).toEqual([chainA.id])
    expect(world.backend.getItem('portico.embeddedWalletSmartAccountNetworks')).toBe(`"${chainA.id}"`)
  })

  test('a failed ask stores an empty list and the EOA stays the account', async () => {
    const backend = memoryStorage()
    backend.setItem('portico.embeddedWalletSmartAccountNetworks', '"31337,1"')
    const wallet = scriptedWallet()
    wallet.world.failing.add('INIT_SMART_ACCOUNT_NETWORKS')
    const world = setup({ api: api.url, wallet, backend })
    expect(world.config.network.state.smartAccountEnabledNetworks).toEqual([31337, 1])
    await loggedIn(world)
    await until(() => world.config.network.state.smartAccountEnabledNetworks.length === 0)
    expect(backend.getItem('portico.embeddedWalletSmartAccountNetworks')).toBeNull()
    expect(world.embedded.state.preferredAccountType).toBe('eoa')
    expect(world.config.getAccount()?.preferredAccountType).toBe('eoa')
  })
})

describe('switching between the smart account and the EOA', () => {
  async function withSmartAccounts() {
    const world = await loggedIn(setup({ api: api.url }))
    await until(() => world.config.network.state.smartAccountEnabledNetworks.length > 0)
    return world
  }

  test('the smart account: the adapter and core move to its address, typed smartAccount, not deployed yet', async () => {
    const world = await withSmartAccounts()
    expect(await world.embedded.setPreferredAccountType('smartAccount')).toEqual({
      status: 'switched',
      type: 'smartAccount',
      mode: 'counterfactual',
      address: SMART_ACCOUNT_ADDRESS,
    })
    expect(world.wallet.world.received.find((r) => r.type === 'SET_PREFERRED_ACCOUNT')?.payload).toEqual({
      type: 'smartAccount',
    })
    const account = world.config.getAccount()
    expect(account?.address).toBe(SMART_ACCOUNT_ADDRESS)
    expect(account?.preferredAccountType).toBe('smartAccount')
    expect(account?.smartAccountDeployed).toBe(false)
    expect(world.embedded.state.preferredAccountType).toBe('smartAccount')
    expect(world.evm.held.events.at(-1)).toEqual({
      type: 'accountsChanged',
      accounts: expect.arrayContaining([`${chainA.caipNetworkId}:${SMART_ACCOUNT_ADDRESS}`]),
    })
  })

  test("the switch acts on the frame's own chain (GET_CHAIN_ID), not the page's remembered one", async () => {
    const world = await withSmartAccounts()
    // The page remembers the app's network, but the frame has been moved elsewhere.
    world.wallet.world.chainId = 999
    expect(await world.embedded.setPreferredAccountType('smartAccount')).toMatchObject({ status: 'switched' })
    const types = world.wallet.world.received.map((r) => r.type)
    const asked = types.lastIndexOf('GET_CHAIN_ID')
    expect(types.slice(asked, asked + 3)).toEqual(['GET_CHAIN_ID', 'SWITCH_NETWORK', 'SET_PREFERRED_ACCOUNT'])
    expect(world.wallet.world.chainId).toBe(chainA.id)
    // On the right chain already: no SWITCH_NETWORK.
    const before = world.wallet.world.received.length
    await world.embedded.setPreferredAccountType('eoa')
    expect(world.wallet.world.received.slice(before).map((r) => r.type)).not.toContain('SWITCH_NETWORK')
  })

  test('once deployed, the account says so; back to the EOA, the EOA is shown again', async () => {
    const world = await withSmartAccounts()
    world.wallet.world.smartAccountDeployed = true
    await world.embedded.setPreferredAccountType('smartAccount')
    expect(world.config.getAccount()?.smartAccountDeployed).toBe(true)
    expect(await world.embedded.setPreferredAccountType('eoa')).toMatchObject({
      status: 'switched',
      type: 'eoa',
    })
    const account = world.config.getAccount()
    expect(account?.address).toBe(EVM_ADDRESS)
    expect(account?.preferredAccountType).toBe('eoa')
    expect(account?.smartAccountDeployed).toBeUndefined()
  })

  test("the smart account's first transaction deploys it: the account says so", async () => {
    const world = await withSmartAccounts()
    await world.embedded.setPreferredAccountType('smartAccount')
    expect(world.config.getAccount()?.smartAccountDeployed).toBe(false)
    const sent = world.evm.held.session!.request({
      chainId: chainA.caipNetworkId,
      method: 'eth_sendTransaction',
      params: [{ from: SMART_ACCOUNT_ADDRESS, to: EVM_ADDRESS, value: '0x1' }],
    })
    await until(() => world.wallet.world.waiting.has('eth_sendTransaction'))
    world.wallet.approveRequest('eth_sendTransaction')
    await sent
    await until(() => world.config.getAccount()?.smartAccountDeployed === true)
    expect(world.config.getAccount()?.preferredAccountType).toBe('smartAccount')
  })

  test('the frame refusing the switch falls back to the EOA, as a failed outcome', async () => {
    const world = await withSmartAccounts()
    world.wallet.world.failing.add('SET_PREFERRED_ACCOUNT')
    const result = await world.embedded.setPreferredAccountType('smartAccount')
    expect(result).toMatchObject({ status: 'failed', type: 'eoa' })
    expect(world.embedded.state.preferredAccountType).toBe('eoa')
    expect(world.config.getAccount()?.address).toBe(EVM_ADDRESS)
    expect(world.config.getAccount()?.preferredAccountType).toBe('eoa')
  })

  test('a failure after the frame switched (the user not read again) still ends on the EOA', async () => {
    const world = await withSmartAccounts()
    world.wallet.world.failing.add('GET_USER')
    const result = await world.embedded.setPreferredAccountType('smartAccount')
    expect(result).toMatchObject({ status: 'failed', type: 'eoa' })
    world.wallet.world.failing.delete('GET_USER')
    // The frame was asked for the EOA again, so the next read of the user answers it.
    expect(world.wallet.world.preferred.get(chainA.id as number)).toBe('eoa')
    expect(world.config.getAccount()?.address).toBe(EVM_ADDRESS)
  })

  test('a network without a smart-account service is refused before the frame is asked', async () => {
    const world = await withSmartAccounts()
    await world.config.switchNetwork(chainB)
    const result = await world.embedded.setPreferredAccountType('smartAccount')
    expect(result.status).toBe('failed')
    expect(result.status === 'failed' && result.error).toBeInstanceOf(SmartAccountNotOfferedError)
    expect(world.wallet.types()).not.toContain('SET_PREFERRED_ACCOUNT')
  })

  test('after a reload the frame remembers the choice: the smart account is restored', async () => {
    const backend = memoryStorage()
    const wallet = scriptedWallet()
    const first = await loggedIn(setup({ api: api.url, wallet, backend }))
    await until(() => first.config.network.state.smartAccountEnabledNetworks.length > 0)
    await first.embedded.setPreferredAccountType('smartAccount')
    destroyConfigs()
    const reloaded = setup({ api: api.url, wallet, backend })
    expect(reloaded.config.network.state.smartAccountEnabledNetworks).toEqual([chainA.id])
    await reloaded.config.ready
    const account = reloaded.config.getAccount()
    expect(account?.address).toBe(SMART_ACCOUNT_ADDRESS)
    expect(account?.preferredAccountType).toBe('smartAccount')
    expect(account?.smartAccountDeployed).toBe(false)
  })

  test('signing out forgets where smart accounts are offered', async () => {
    const world = await withSmartAccounts()
    await world.embedded.signOut()
    expect(world.config.network.state.smartAccountEnabledNetworks).toEqual([])
    expect(world.backend.getItem('portico.embeddedWalletSmartAccountNetworks')).toBeNull()
  })
})
