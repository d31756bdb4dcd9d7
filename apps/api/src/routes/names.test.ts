import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devnetChains } from '../chain/devnetChains.js'
import { coinTypeOfChainId } from '../names/coinType.js'
import { startTestApi } from '../test/startTestApi.js'
import { startTestWorld } from '../test/startTestWorld.js'

const mnemonic = 'test test test test test test test test test test test junk'
const owner = mnemonicToAccount(mnemonic, { addressIndex: 0 })
const other = mnemonicToAccount(mnemonic, { addressIndex: 1 })
const COIN_TYPE = coinTypeOfChainId(31337)

let world: Awaited<ReturnType<typeof startTestWorld>>
beforeAll(async () => {
  world = await startTestWorld({ indexer: { enabled: false, intervalMs: 1000 } })
}, 120_000)
afterAll(() => world?.stop())

type MessageFields = { timestamp?: number; attributes?: Record<string, string>; chainId?: number }
/** The fields of a registration message; `signed` adds a fresh nonce for the registering address. */
const message = (name: string, { timestamp, attributes = {}, chainId = 31337 }: MessageFields = {}) => ({
  name,
  attributes,
  timestamp: timestamp ?? Math.floor(Date.now() / 1000),
  chainId,
})

async function nonceFor(address: string, api = world.api) {
  const res = await api.get(`/v1/profile/nonce?projectId=local&address=${address}`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { nonce: string }).nonce
}

async function register(body: Record<string, unknown>, api = world.api) {
  const res = await api.get('/v1/profile/account?projectId=local', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: await res.json() }
}

async function signed(
  account: typeof owner,
  fields: ReturnType<typeof message>,
  address: string = account.address,
  api = world.api,
) {
  const text = JSON.stringify({ ...fields, nonce: await nonceFor(address, api) })
  return {
    coin_type: COIN_TYPE,
    address,
    message: text,
    signature: await account.signMessage({ message: text }),
  }
}

describe('account names', () => {
  test('register → lookup → reverse → identity → suggestions, with a real EOA signature', async () => {
    const fields = message('alice-portico', { attributes: { avatar: 'https://example.test/a.png' } })
    const registered = await register(await signed(owner, fields))
    expect(registered.status).toBe(200)
    expect(registered.body).toMatchObject({ success: true, name: 'alice-portico.portico.id' })

    const lookup = await world.api.get(
      '/v1/profile/account/alice-portico.portico.id?projectId=local&apiVersion=2',
    )
    expect(await lookup.json()).toMatchObject({
      name: 'alice-portico.portico.id',
      addresses: { [String(COIN_TYPE)]: { address: owner.address.toLowerCase() } },
      attributes: { avatar: 'https://example.test/a.png' },
    })
    const reverse = await world.api.get(
      `/v1/profile/reverse/${owner.address}?projectId=local&apiVersion=2&sender=${owner.address}`,
    )
    expect((await reverse.json()).map((r: { name: string }) => r.name)).toEqual(['alice-portico.portico.id'])
    const identity = await world.api.get(`/v1/identity/${owner.address}?projectId=local`)
    expect(await identity.json()).toEqual({
      name: 'alice-portico.portico.id',
      avatar: 'https://example.test/a.png',
    })

    const suggestions = await world.api.get(
      '/v1/profile/suggestions/alice-portico?projectId=local&zone=portico.id',
    )
    const list = (await suggestions.json()).suggestions as { name: string; registered: boolean }[]
    expect(list[0]).toEqual({ name: 'alice-portico.portico.id', registered: true })
    expect(list.slice(1).every((s) => !s.registered && s.name.endsWith('.portico.id'))).toBe(true)
  })

  test('an ERC-1271 smart account registers with its owner’s signature', async () => {
    const smartAccount = world.devnet.chains[0]!.addresses.smartAccount
    const res = await register(await signed(owner, message('vault-team'), smartAccount))
    expect(res.status).toBe(200)
    const identity = await world.api.get(`/v1/identity/${smartAccount}?projectId=local`)
    expect((await identity.json()).name).toBe('vault-team.portico.id')
  })

  test('a forged signature is refused and registers nothing', async () => {
    const forged = { ...(await signed(other, message('forged-name'), owner.address)), address: owner.address }
    const res = await register(forged)
    expect(res.status).toBe(401)
    expect(res.body.field).toBe('body.signature')
    expect((await world.api.get('/v1/profile/account/forged-name.portico.id?projectId=local')).status).toBe(
      404,
    )
  })

  test('a taken name is refused for another address', async () => {
    const res = await register(await signed(other, message('alice-portico')))
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('Name is already taken')
  })

  test('a replayed registration is refused: its nonce is used once', async () => {
    const body = await signed(owner, message('replay-name'))
    expect((await register(body)).status).toBe(200)
    const replay = await register(body)
    expect([replay.status, replay.body.field]).toEqual([401, 'body.message.nonce'])
    // A nonce issued to another address is refused as well.
    const foreign = await signed(owner, message('replay-name'), other.address)
    const refused = await register({ ...foreign, address: owner.address })
    expect([refused.status, refused.body.field]).toEqual([401, 'body.message.nonce'])
  })

  test('a registration signed for another chain id is refused', async () => {
    const body = await signed(owner, message('chain-name', { chainId: 1 }))
    const res = await register(body)
    expect([res.status, res.body.field]).toEqual([400, 'body.message.chainId'])
    expect((await world.api.get('/v1/profile/account/chain-name.portico.id?projectId=local')).status).toBe(
      404,
    )
    // Without the chain id in the message, it is refused too.
    const { chainId: _, ...withoutChain } = JSON.parse(body.message)
    const text = JSON.stringify(withoutChain)
    const unbound = await register({
      ...body,
      message: text,
      signature: await owner.signMessage({ message: text }),
    })
    expect([unbound.status, unbound.body.field]).toEqual([400, 'body.message.chainId'])
  })

  test('rules: label, stale timestamp, coin type', async () => {
    const short = await register(await signed(owner, message('abc')))
    expect([short.status, short.body.field]).toEqual([400, 'body.message.name'])
    const foreignZone = await register(await signed(owner, message('alice.reown.id')))
    expect([foreignZone.status, foreignZone.body.field]).toEqual([400, 'body.message.name'])
    const stale = await register(
      await signed(owner, message('fresh-name', { timestamp: Math.floor(Date.now() / 1000) - 3600 })),
    )
    expect([stale.status, stale.body.field]).toEqual([400, 'body.message.timestamp'])
    const badCoin = await register({ ...(await signed(owner, message('coin-name'))), coin_type: 5 })
    expect([badCoin.status, badCoin.body.message]).toEqual([400, 'Invalid chainId'])
    const notJson = await register({ ...(await signed(owner, message('not-json'))), message: 'hello' })
    expect([notJson.status, notJson.body.field]).toEqual([400, 'body.message'])
  })

  test("a name of another registry (alice.reown.id, alice.wcn.id) is not found, not read as the zone's", async () => {
    expect((await world.api.get('/v1/profile/account/alice-portico.portico.id?projectId=local')).status).toBe(
      200,
    )
    for (const name of ['alice-portico.reown.id', 'alice-portico.wcn.id', 'ALICE-PORTICO.Reown.ID']) {
      const res = await world.api.get(`/v1/profile/account/${name}?projectId=local&apiVersion=2`)
      expect([res.status, await res.json()]).toEqual([404, { message: 'Name not found' }])
    }
    expect((await world.api.get('/v1/profile/account/alice-portico.eth?projectId=local')).status).toBe(404)
  })

  test('namesZone sets the zone names are registered in; nameZoneAliases are read as it, no other zone', async () => {
    const api = await startTestApi({
      chains: devnetChains(world.devnet),
      namesZone: 'team.example',
      nameZoneAliases: ['reown.id'],
      indexer: { enabled: false, intervalMs: 1000 },
    })
    try {
      const inPortico = await register(
        await signed(other, message('zoned-name.portico.id'), other.address, api),
        api,
      )
      expect([inPortico.status, inPortico.body.field]).toEqual([400, 'body.message.name'])
      expect(inPortico.body.message).toMatch(/in \.team\.example$/)
      const registered = await register(await signed(other, message('zoned-name'), other.address, api), api)
      expect(registered.body).toMatchObject({ success: true, name: 'zoned-name.team.example' })
      for (const name of ['zoned-name.team.example', 'zoned-name.reown.id']) {
        const res = await api.get(`/v1/profile/account/${name}?projectId=local`)
        expect(await res.json()).toMatchObject({ name: 'zoned-name.team.example' })
      }
      for (const name of ['zoned-name.portico.id', 'zoned-name.wcn.id'])
        expect((await api.get(`/v1/profile/account/${name}?projectId=local`)).status).toBe(404)
      const suggestions = await api.get('/v1/profile/suggestions/zoned?projectId=local')
      const list = (await suggestions.json()).suggestions as { name: string }[]
      expect(list.every((s) => s.name.endsWith('.team.example'))).toBe(true)
    } finally {
      await api.close()
    }
  })

  test('unknown names 404; an address without names has an empty identity', async () => {
    expect((await world.api.get('/v1/profile/account/nobody-here.portico.id?projectId=local')).status).toBe(
      404,
    )
    const identity = await world.api.get(`/v1/identity/${other.address}?projectId=local`)
    expect(await identity.json()).toEqual({ name: null, avatar: null })
  })
})
