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

const message = (
  name: string,
  timestamp = Math.floor(Date.now() / 1000),
  attributes: Record<string, string> = {},
) => JSON.stringify({ name, attributes, timestamp })

async function register(body: Record<string, unknown>, api = world.api) {
  const res = await api.get('/v1/profile/account?projectId=local', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: await res.json() }
}

async function signed(account: typeof owner, text: string, address: string = account.address) {
  return {
    coin_type: COIN_TYPE,
    address,
    message: text,
    signature: await account.signMessage({ message: text }),
  }
}

describe('account names', () => {
  test('register → lookup → reverse → identity → suggestions, with a real EOA signature', async () => {
    const text = message('alice-portico', undefined, { avatar: 'https://example.test/a.png' })
    const registered = await register(await signed(owner, text))
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
    const text = message('vault-team')
    const res = await register(await signed(owner, text, smartAccount))
    expect(res.status).toBe(200)
    const identity = await world.api.get(`/v1/identity/${smartAccount}?projectId=local`)
    expect((await identity.json()).name).toBe('vault-team.portico.id')
  })

  test('a forged signature is refused and registers nothing', async () => {
    const text = message('forged-name')
    const forged = { ...(await signed(other, text)), address: owner.address }
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

  test('rules: label, stale timestamp, coin type', async () => {
    const short = await register(await signed(owner, message('abc')))
    expect([short.status, short.body.field]).toEqual([400, 'body.message.name'])
    const foreignZone = await register(await signed(owner, message('alice.reown.id')))
    expect([foreignZone.status, foreignZone.body.field]).toEqual([400, 'body.message.name'])
    const stale = await register(
      await signed(owner, message('fresh-name', Math.floor(Date.now() / 1000) - 3600)),
    )
    expect([stale.status, stale.body.field]).toEqual([400, 'body.message.timestamp'])
    const badCoin = await register({ ...(await signed(owner, message('coin-name'))), coin_type: 5 })
    expect([badCoin.status, badCoin.body.message]).toEqual([400, 'Invalid chainId'])
    const notJson = await register({ ...(await signed(owner, 'hello')), message: 'hello' })
    expect([notJson.status, notJson.body.field]).toEqual([400, 'body.message'])
  })

  test('a lookup reads alice.reown.id and alice.wcn.id as the name in the zone', async () => {
    for (const name of ['alice-portico.reown.id', 'alice-portico.wcn.id', 'ALICE-PORTICO.Reown.ID']) {
      const res = await world.api.get(`/v1/profile/account/${name}?projectId=local&apiVersion=2`)
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({ name: 'alice-portico.portico.id' })
    }
    expect((await world.api.get('/v1/profile/account/alice-portico.eth?projectId=local')).status).toBe(404)
  })

  test('namesZone sets the zone names are registered in; the known suffixes still resolve', async () => {
    const api = await startTestApi({
      chains: devnetChains(world.devnet),
      namesZone: 'team.example',
      indexer: { enabled: false, intervalMs: 1000 },
    })
    try {
      const inPortico = await register(await signed(other, message('zoned-name.portico.id')), api)
      expect([inPortico.status, inPortico.body.field]).toEqual([400, 'body.message.name'])
      expect(inPortico.body.message).toMatch(/in \.team\.example$/)
      const registered = await register(await signed(other, message('zoned-name')), api)
      expect(registered.body).toMatchObject({ success: true, name: 'zoned-name.team.example' })
      for (const name of ['zoned-name.team.example', 'zoned-name.reown.id', 'zoned-name.wcn.id']) {
        const res = await api.get(`/v1/profile/account/${name}?projectId=local`)
        expect(await res.json()).toMatchObject({ name: 'zoned-name.team.example' })
      }
      expect((await api.get('/v1/profile/account/zoned-name.portico.id?projectId=local')).status).toBe(404)
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
