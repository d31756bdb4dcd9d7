import { describe, expect, it } from 'vitest'
import { BALANCE_CACHE_TTL, IDENTITY_CACHE_TTL } from './constants.js'
import { address, blockchainApiWorld, mainnet, usdc } from './test/blockchainApiClient.js'

const world = blockchainApiWorld()
const { setup } = world

describe('blockchain API: caches', () => {
  it('caches balances for 30 s per network and address', async () => {
    world.server.route(`/v1/account/${address}/balance`, { body: { balances: [usdc] } })
    const { client, clock } = setup()
    const first = await client.getBalance({ address, caipNetworkId: mainnet })
    expect(first).toEqual({ balances: [usdc] })
    expect(Object.fromEntries(world.server.requests[0]!.query)).toMatchObject({
      currency: 'usd',
      chainId: mainnet,
    })

    clock.advance(BALANCE_CACHE_TTL - 1)
    expect(await client.getBalance({ address, caipNetworkId: mainnet })).toEqual(first)
    expect(world.server.requests).toHaveLength(1)

    await client.getBalance({ address, caipNetworkId: 'eip155:137' })
    expect(world.server.requests).toHaveLength(2)

    clock.advance(1)
    await client.getBalance({ address, caipNetworkId: mainnet })
    expect(world.server.requests).toHaveLength(3)
  })

  it('bypasses the balance cache with forceUpdate and sends it', async () => {
    world.server.route(`/v1/account/${address}/balance`, (_, count) => ({
      body: { balances: count ? [usdc] : [] },
    }))
    const { client } = setup()
    expect(await client.getBalance({ address, caipNetworkId: mainnet })).toEqual({ balances: [] })
    const forced = await client.getBalance({ address, caipNetworkId: mainnet, forceUpdate: usdc.address! })
    expect(forced).toEqual({ balances: [usdc] })
    expect(world.server.requests[1]!.query.get('forceUpdate')).toBe(usdc.address)
    // The forced answer refreshed the cache.
    expect(await client.getBalance({ address, caipNetworkId: mainnet })).toEqual({ balances: [usdc] })
    expect(world.server.requests).toHaveLength(2)
  })

  it('keeps caches per client instance', async () => {
    world.server.route(`/v1/account/${address}/balance`, { body: { balances: [] } })
    await setup().client.getBalance({ address, caipNetworkId: mainnet })
    await setup().client.getBalance({ address, caipNetworkId: mainnet })
    expect(world.server.requests).toHaveLength(2)
  })

  it('caches identity for 5 min and sends sender', async () => {
    world.server.route(`/v1/identity/${address}`, { body: { name: 'vitalik.eth', avatar: null } })
    const { client, clock } = setup()
    const request = { address, caipNetworkId: mainnet, sender: '0xsender' } as const
    expect(await client.getIdentity(request)).toEqual({ name: 'vitalik.eth', avatar: null })
    expect(world.server.requests[0]!.query.get('sender')).toBe('0xsender')
    clock.advance(IDENTITY_CACHE_TTL - 1)
    await client.getIdentity(request)
    expect(world.server.requests).toHaveLength(1)
    clock.advance(1)
    await client.getIdentity(request)
    expect(world.server.requests).toHaveLength(2)
  })

  it('caches reverse lookups and forgets them after registering a name', async () => {
    const record = { name: 'alice.portico.id', addresses: { '60': { address } }, attributes: {} }
    world.server.route(`/v1/profile/reverse/${address}`, { body: [record] })
    world.server.route('/v1/profile/account', { body: { success: true } })
    const { client } = setup()
    expect(await client.getNamesForAddress({ address, caipNetworkId: mainnet })).toEqual([record])
    await client.getNamesForAddress({ address, caipNetworkId: mainnet })
    expect(world.server.requestsTo(`/v1/profile/reverse/${address}`)).toHaveLength(1)
    expect(world.server.requests[0]!.query.get('apiVersion')).toBe('2')

    world.server.route('/v1/profile/nonce', {
      body: { nonce: '0xn2', expiresAt: '2030-01-01T00:00:00.000Z' },
    })
    const messages: string[] = []
    const registered = await client.registerName({
      caipNetworkId: mainnet,
      address,
      name: 'alice.portico.id',
      signMessage: async ({ message }) => {
        messages.push(message)
        return '0xsig'
      },
    })
    expect(registered).toEqual({ success: true })
    expect(world.server.requestsTo('/v1/profile/nonce')[0]!.query.get('address')).toBe(address)
    // The signed message names the chain and the nonce the API issued to the address.
    expect(JSON.parse(messages[0]!)).toMatchObject({
      name: 'alice.portico.id',
      attributes: {},
      chainId: 1,
      nonce: '0xn2',
    })
    expect(world.server.requestsTo('/v1/profile/account')[0]!.query.get('projectId')).toBe('project-1')
    expect(JSON.parse(world.server.requestsTo('/v1/profile/account')[0]!.body)).toEqual({
      coin_type: 60,
      address,
      message: messages[0],
      signature: '0xsig',
    })
    await client.getNamesForAddress({ address, caipNetworkId: mainnet })
    expect(world.server.requestsTo(`/v1/profile/reverse/${address}`)).toHaveLength(2)
  })
})
