import { describe, expect, it } from 'vitest'
import { HistoryWithoutAddressError } from '../errors/thrown.js'
import { address, blockchainApiWorld, builtSwap, mainnet, unsupported } from './test/blockchainApiClient.js'

const world = blockchainApiWorld()
const { setup } = world

describe('blockchain API: query params', () => {
  it('adds projectId, st and sv to GETs, and clientId when set', async () => {
    world.server.route('/v1/supported-chains', { body: { http: [mainnet], ws: [] } })
    const { client } = setup({ clientId: 'client-9' })
    expect(await client.getSupportedChains()).toEqual({ http: [mainnet], ws: [] })
    expect(Object.fromEntries(world.server.requests[0]!.query)).toEqual({
      projectId: 'project-1',
      st: 'portico',
      sv: 'html-core-0.0.0',
      clientId: 'client-9',
    })
  })

  it('sends history params, skips the empty cursor and normalises next', async () => {
    world.server.route(`/v1/account/${address}/history`, { body: { data: [], next: null } })
    const { client } = setup()
    expect(await client.getTransactions({ account: address, caipNetworkId: mainnet, cursor: '' })).toEqual({
      data: [],
      next: undefined,
    })
    const query = Object.fromEntries(world.server.requests[0]!.query)
    expect(query).toMatchObject({ chainId: mainnet, projectId: 'project-1' })
    expect(query).not.toHaveProperty('cursor')
  })

  it('refuses history without an account address', async () => {
    const { client } = setup()
    await expect(client.getTransactions({ account: '', caipNetworkId: mainnet })).rejects.toBeInstanceOf(
      HistoryWithoutAddressError,
    )
    expect(world.server.requests).toHaveLength(0)
  })

  it('posts the documented bodies', async () => {
    world.server.route('/v1/fungible/price', { body: { fungibles: [] } })
    world.server.route('/v1/convert/build-transaction', { body: { tx: builtSwap } })
    world.server.route('/v1/generators/onrampurl', { body: { url: 'https://pay.test/buy', id: 'c-1' } })
    world.server.route('/v1/sessions/eip155:1:0xabc/revoke', { body: { success: true } })
    world.server.route('/v1/sessions/nonce', {
      body: { nonce: '0xn1', expiresAt: '2030-01-01T00:00:00.000Z' },
    })
    const signed: unknown[] = []
    const { client } = setup()
    await client.getTokenPrice({ caipNetworkId: mainnet, addresses: [`${mainnet}:0xabc`] })
    await client.buildSwapTransaction({
      caipNetworkId: mainnet,
      amount: '1',
      from: 'f',
      to: 't',
      userAddress: 'u',
    })
    const checkout = await client.getOnrampUrl({
      destinationWallets: [{ address }],
      partnerUserId: 'p',
      purchaseAmount: 2,
      provider: 'meridian',
    })
    expect(checkout).toEqual({ url: 'https://pay.test/buy', id: 'c-1' })
    const revoked = await client.revokeSession({
      address: 'eip155:1:0xabc',
      pci: 'pci-1',
      signTypedData: async (typedData) => {
        signed.push(typedData)
        return '0xsig'
      },
    })
    expect(revoked).toEqual({ success: true })
    // The account signs a SessionRevoke over the nonce the API issued to it, bound to its chain.
    expect(world.server.requestsTo('/v1/sessions/nonce')[0]!.query.get('address')).toBe('eip155:1:0xabc')
    expect(signed).toEqual([
      {
        domain: { name: 'Portico', version: '1', chainId: 1 },
        types: {
          SessionRevoke: [
            { name: 'pci', type: 'string' },
            { name: 'nonce', type: 'string' },
          ],
        },
        primaryType: 'SessionRevoke',
        message: { pci: 'pci-1', nonce: '0xn1' },
      },
    ])
    const posts = world.server.requests.filter((r) => r.method === 'POST')
    const bodies = posts.map((r) => JSON.parse(r.body) as unknown)
    expect(bodies[0]).toEqual({ currency: 'usd', addresses: [`${mainnet}:0xabc`], projectId: 'project-1' })
    expect(bodies[1]).toEqual({
      amount: '1',
      eip155: { slippage: 1 },
      projectId: 'project-1',
      from: 'f',
      to: 't',
      userAddress: 'u',
    })
    expect(bodies[2]).toEqual({
      destinationWallets: [{ address }],
      partnerUserId: 'p',
      defaultExperience: 'buy',
      presetCryptoAmount: 2,
      provider: 'meridian',
    })
    expect(posts[2]!.query.get('projectId')).toBe('project-1')
    expect(bodies[3]).toEqual({ pci: 'pci-1', nonce: '0xn1', signature: '0xsig' })
    expect(posts[3]!.query.get('projectId')).toBe('project-1')
  })
})

describe('nfts', () => {
  it('asks for the account on the network, and nothing on an unsupported one', async () => {
    const nft = {
      chainId: mainnet,
      contract: '0xabc',
      tokenId: '1',
      name: 'Pass #1',
      collection: 'Pass',
      imageUrl: null,
      isSpam: false,
    }
    world.server.route(`/v1/account/${address}/nfts`, { body: { nfts: [nft] } })
    const { client } = setup()
    expect(await client.getNfts({ address, caipNetworkId: mainnet })).toEqual({ nfts: [nft] })
    expect(world.server.requestsTo(`/v1/account/${address}/nfts`)[0]?.query.get('chainId')).toBe(mainnet)
    expect(await client.getNfts({ address, caipNetworkId: unsupported })).toEqual({ nfts: [] })
    expect(world.server.requestsTo(`/v1/account/${address}/nfts`)).toHaveLength(1)
  })
})
