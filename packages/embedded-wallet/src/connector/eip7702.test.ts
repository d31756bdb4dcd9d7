import { randomBytes } from 'node:crypto'
import { type ApiServer, loadConfig, startApiServer } from '@portico/api'
import { SmartAccountNotOfferedError } from '@portico/core'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { isUserPaced, timeoutOf } from '../frameClientRules.js'
import { chainA, chainB, destroyConfigs, loggedIn, setup, until } from '../test/controllerWorld.js'
import { EVM_ADDRESS, SMART_ACCOUNT_ADDRESS } from '../test/scriptedFrame.js'

// The EOA upgraded in place (EIP-7702) through the embedded wallet: the API names the implementation on a chain,
// the frame is told, the connector says the upgrade is offered there, asking for it is an approval the frame shows,
// and core's account shows the smart account at the EOA's own address, in mode eip7702.

const entryPoint = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
const factory = '0x00000000000000000000000000000000000000fa'
const simple7702 = '0xe6Cae83BdE06E4c305530e199D7217f42808555B'

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
            eip7702: simple7702,
          },
          { chainId: chainB.id as number, entryPoint, factory, bundlerUrl: 'http://127.0.0.1:4338/rpc' },
        ],
        paymaster: { signerKey: `0x${randomBytes(32).toString('hex')}`, contracts: [], policies: [] },
      },
    ),
  )
})
afterAll(() => api?.close())
afterEach(destroyConfigs)

async function withUpgrade() {
  const world = await loggedIn(setup({ api: api.url }))
  await until(() => world.config.network.state.smartAccountEnabledNetworks.length > 0)
  return world
}

/** Asks for the upgrade and waits until the frame shows it for the user's answer. */
async function askUpgrade(world: Awaited<ReturnType<typeof withUpgrade>>) {
  const result = world.embedded.setPreferredAccountType('smartAccount', 'eip7702')
  await until(() => world.wallet.world.waiting.has('SET_PREFERRED_ACCOUNT'))
  return { result }
}

describe("the EOA's in-place upgrade", () => {
  test("the API's implementation reaches the frame, and the upgrade is offered on that network only", async () => {
    const world = await withUpgrade()
    const synced = world.wallet.world.received.filter((r) => r.type === 'SYNC_DAPP_DATA').at(-1)?.payload as {
      networks: { caipNetworkId: string; smartAccount?: { eip7702?: string } }[]
    }
    const shared = (id: string) => synced.networks.find((network) => network.caipNetworkId === id)
    expect(shared(chainA.caipNetworkId)?.smartAccount?.eip7702).toBe(simple7702)
    expect(shared(chainB.caipNetworkId)?.smartAccount).not.toHaveProperty('eip7702')
    expect(world.embedded.offersUpgrade(chainA.caipNetworkId)).toBe(true)
    expect(world.embedded.offersUpgrade(chainB.caipNetworkId)).toBe(false)
  })

  test('asking for it is an approval in the frame; on Approve the smart account is the EOA, not upgraded yet', async () => {
    const world = await withUpgrade()
    const { result } = await askUpgrade(world)
    expect(world.embedded.state.approval).toEqual({
      method: 'SET_PREFERRED_ACCOUNT',
      chainId: chainA.caipNetworkId,
    })
    expect(world.embedded.state.frameVisible).toBe('approve')
    world.wallet.approveRequest('SET_PREFERRED_ACCOUNT')
    expect(await result).toEqual({
      status: 'switched',
      type: 'smartAccount',
      mode: 'eip7702',
      address: EVM_ADDRESS,
    })
    expect(world.wallet.world.received.find((r) => r.type === 'SET_PREFERRED_ACCOUNT')?.payload).toEqual({
      type: 'smartAccount',
      mode: 'eip7702',
    })
    expect(world.embedded.state.approval).toBeUndefined()
    expect(world.embedded.state.smartAccountMode).toBe('eip7702')
    const account = world.config.getAccount()
    expect(account?.address).toBe(EVM_ADDRESS)
    expect(account?.preferredAccountType).toBe('smartAccount')
    expect(account?.smartAccountMode).toBe('eip7702')
    expect(account?.smartAccountDeployed).toBe(false)
    // The counterfactual account is not one of the upgraded EOA's addresses.
    expect(JSON.stringify(world.evm.held.events.at(-1))).not.toContain(SMART_ACCOUNT_ADDRESS)
  })

  test('its first send upgrades it on chain: the account says so', async () => {
    const world = await withUpgrade()
    const { result } = await askUpgrade(world)
    world.wallet.approveRequest('SET_PREFERRED_ACCOUNT')
    await result
    const sent = world.evm.held.session!.request({
      chainId: chainA.caipNetworkId,
      method: 'eth_sendTransaction',
      params: [{ from: EVM_ADDRESS, to: EVM_ADDRESS, value: '0x1' }],
    })
    await until(() => world.wallet.world.waiting.has('eth_sendTransaction'))
    world.wallet.approveRequest('eth_sendTransaction')
    await sent
    await until(() => world.config.getAccount()?.smartAccountDeployed === true)
    expect(world.config.getAccount()?.smartAccountMode).toBe('eip7702')
  })

  test('Reject leaves the regular account, as a failed outcome; the counterfactual mode is still at hand', async () => {
    const world = await withUpgrade()
    const { result } = await askUpgrade(world)
    world.wallet.rejectRequest('SET_PREFERRED_ACCOUNT')
    expect(await result).toMatchObject({ status: 'failed', type: 'eoa' })
    expect(world.config.getAccount()?.preferredAccountType).toBe('eoa')
    expect(world.config.getAccount()?.smartAccountMode).toBeUndefined()
    expect(await world.embedded.setPreferredAccountType('smartAccount', 'counterfactual')).toEqual({
      status: 'switched',
      type: 'smartAccount',
      mode: 'counterfactual',
      address: SMART_ACCOUNT_ADDRESS,
    })
    expect(world.config.getAccount()?.smartAccountMode).toBe('counterfactual')
  })

  test('a network without the upgrade is refused before the frame is asked', async () => {
    const world = await withUpgrade()
    await world.config.switchNetwork(chainB)
    const result = await world.embedded.setPreferredAccountType('smartAccount', 'eip7702')
    expect(result.status === 'failed' && result.error).toBeInstanceOf(SmartAccountNotOfferedError)
    expect(world.wallet.types()).not.toContain('SET_PREFERRED_ACCOUNT')
  })

  test('the upgrade waits for the user (no timeout; closing the modal aborts it); the other choices do not', () => {
    const upgrade = { type: 'smartAccount', mode: 'eip7702' }
    expect(timeoutOf('SET_PREFERRED_ACCOUNT', upgrade)).toBeUndefined()
    expect(isUserPaced('SET_PREFERRED_ACCOUNT', upgrade)).toBe(true)
    expect(timeoutOf('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toBe(30_000)
    expect(isUserPaced('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toBe(false)
  })
})
