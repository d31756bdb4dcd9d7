import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CaipNetworkId } from '../caip/types.js'
import { alertForProviderText } from '../errors/alerts.js'
import { HttpRequestError } from '../errors/http.js'
import {
  HistoryWithoutAddressError,
  NameSuggestionsError,
  NamesForAddressError,
  NetworkNotSupportedError,
  RegisterNameError,
  ResolveNameError,
} from '../errors/thrown.js'
import {
  BALANCE_CACHE_TTL,
  defaultOnrampOptions,
  IDENTITY_CACHE_TTL,
  PLACEHOLDER_QUOTE_ID,
} from './constants.js'
import { type BlockchainApiClientOptions, createBlockchainApiClient } from './createBlockchainApiClient.js'
import { startTestServer, type TestServer } from './test/server.js'
import type { TokenBalance } from './types.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(() => server.reset())

const mainnet: CaipNetworkId = 'eip155:1'
const unsupported: CaipNetworkId = 'eip155:999'
const address = '0x1111111111111111111111111111111111111111'

function setup(options: Partial<BlockchainApiClientOptions> = {}) {
  let time = 1_000_000
  const clock = {
    now: () => time,
    advance: (ms: number) => {
      time += ms
    },
  }
  const client = createBlockchainApiClient({
    baseUrl: server.url,
    projectId: 'project-1',
    sdkType: 'portico',
    sdkVersion: 'html-core-0.0.0',
    isNetworkSupported: (id) => id !== unsupported,
    now: clock.now,
    retryDelay: 1,
    ...options,
  })
  return { client, clock }
}

const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: mainnet,
  address: `${mainnet}:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48`,
  value: 12.5,
  price: 1,
  iconUrl: 'https://icons.test/usdc.png',
  quantity: { decimals: '6', numeric: '12.5' },
}

const builtSwap = {
  from: address,
  to: '0x2222222222222222222222222222222222222222',
  data: '0x38ed1739',
  value: '0',
  eip155: { gas: '150000', gasPrice: '1000000000' },
}

describe('blockchain API: query params', () => {
  it('adds projectId, st and sv to GETs, and clientId when set', async () => {
    server.route('/v1/supported-chains', { body: { http: [mainnet], ws: [] } })
    const { client } = setup({ clientId: 'client-9' })
    expect(await client.getSupportedChains()).toEqual({ http: [mainnet], ws: [] })
    expect(Object.fromEntries(server.requests[0]!.query)).toEqual({
      projectId: 'project-1',
      st: 'portico',
      sv: 'html-core-0.0.0',
      clientId: 'client-9',
    })
  })

  it('sends history params, skips the empty cursor and normalises next', async () => {
    server.route(`/v1/account/${address}/history`, { body: { data: [], next: null } })
    const { client } = setup()
    expect(await client.getTransactions({ account: address, caipNetworkId: mainnet, cursor: '' })).toEqual({
      data: [],
      next: undefined,
    })
    const query = Object.fromEntries(server.requests[0]!.query)
    expect(query).toMatchObject({ chainId: mainnet, projectId: 'project-1' })
    expect(query).not.toHaveProperty('cursor')
  })

  it('refuses history without an account address', async () => {
    const { client } = setup()
    await expect(client.getTransactions({ account: '', caipNetworkId: mainnet })).rejects.toBeInstanceOf(
      HistoryWithoutAddressError,
    )
    expect(server.requests).toHaveLength(0)
  })

  it('posts the documented bodies', async () => {
    server.route('/v1/fungible/price', { body: { fungibles: [] } })
    server.route('/v1/convert/build-transaction', { body: { tx: builtSwap } })
    server.route('/v1/generators/onrampurl', { body: { url: 'https://pay.test/buy', id: 'c-1' } })
    server.route('/v1/sessions/eip155:1:0xabc/revoke', { body: { success: true } })
    server.route('/v1/sessions/nonce', { body: { nonce: '0xn1', expiresAt: '2030-01-01T00:00:00.000Z' } })
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
    expect(server.requestsTo('/v1/sessions/nonce')[0]!.query.get('address')).toBe('eip155:1:0xabc')
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
    const posts = server.requests.filter((r) => r.method === 'POST')
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

describe('blockchain API: caches', () => {
  it('caches balances for 30 s per network and address', async () => {
    server.route(`/v1/account/${address}/balance`, { body: { balances: [usdc] } })
    const { client, clock } = setup()
    const first = await client.getBalance({ address, caipNetworkId: mainnet })
    expect(first).toEqual({ balances: [usdc] })
    expect(Object.fromEntries(server.requests[0]!.query)).toMatchObject({ currency: 'usd', chainId: mainnet })

    clock.advance(BALANCE_CACHE_TTL - 1)
    expect(await client.getBalance({ address, caipNetworkId: mainnet })).toEqual(first)
    expect(server.requests).toHaveLength(1)

    await client.getBalance({ address, caipNetworkId: 'eip155:137' })
    expect(server.requests).toHaveLength(2)

    clock.advance(1)
    await client.getBalance({ address, caipNetworkId: mainnet })
    expect(server.requests).toHaveLength(3)
  })

  it('bypasses the balance cache with forceUpdate and sends it', async () => {
    server.route(`/v1/account/${address}/balance`, (_, count) => ({
      body: { balances: count ? [usdc] : [] },
    }))
    const { client } = setup()
    expect(await client.getBalance({ address, caipNetworkId: mainnet })).toEqual({ balances: [] })
    const forced = await client.getBalance({ address, caipNetworkId: mainnet, forceUpdate: usdc.address! })
    expect(forced).toEqual({ balances: [usdc] })
    expect(server.requests[1]!.query.get('forceUpdate')).toBe(usdc.address)
    // The forced answer refreshed the cache.
    expect(await client.getBalance({ address, caipNetworkId: mainnet })).toEqual({ balances: [usdc] })
    expect(server.requests).toHaveLength(2)
  })

  it('keeps caches per client instance', async () => {
    server.route(`/v1/account/${address}/balance`, { body: { balances: [] } })
    await setup().client.getBalance({ address, caipNetworkId: mainnet })
    await setup().client.getBalance({ address, caipNetworkId: mainnet })
    expect(server.requests).toHaveLength(2)
  })

  it('caches identity for 5 min and sends sender', async () => {
    server.route(`/v1/identity/${address}`, { body: { name: 'vitalik.eth', avatar: null } })
    const { client, clock } = setup()
    const request = { address, caipNetworkId: mainnet, sender: '0xsender' } as const
    expect(await client.getIdentity(request)).toEqual({ name: 'vitalik.eth', avatar: null })
    expect(server.requests[0]!.query.get('sender')).toBe('0xsender')
    clock.advance(IDENTITY_CACHE_TTL - 1)
    await client.getIdentity(request)
    expect(server.requests).toHaveLength(1)
    clock.advance(1)
    await client.getIdentity(request)
    expect(server.requests).toHaveLength(2)
  })

  it('caches reverse lookups and forgets them after registering a name', async () => {
    const record = { name: 'alice.portico.id', addresses: { '60': { address } }, attributes: {} }
    server.route(`/v1/profile/reverse/${address}`, { body: [record] })
    server.route('/v1/profile/account', { body: { success: true } })
    const { client } = setup()
    expect(await client.getNamesForAddress({ address, caipNetworkId: mainnet })).toEqual([record])
    await client.getNamesForAddress({ address, caipNetworkId: mainnet })
    expect(server.requestsTo(`/v1/profile/reverse/${address}`)).toHaveLength(1)
    expect(server.requests[0]!.query.get('apiVersion')).toBe('2')

    server.route('/v1/profile/nonce', { body: { nonce: '0xn2', expiresAt: '2030-01-01T00:00:00.000Z' } })
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
    expect(server.requestsTo('/v1/profile/nonce')[0]!.query.get('address')).toBe(address)
    // The signed message names the chain and the nonce the API issued to the address.
    expect(JSON.parse(messages[0]!)).toMatchObject({
      name: 'alice.portico.id',
      attributes: {},
      chainId: 1,
      nonce: '0xn2',
    })
    expect(server.requestsTo('/v1/profile/account')[0]!.query.get('projectId')).toBe('project-1')
    expect(JSON.parse(server.requestsTo('/v1/profile/account')[0]!.body)).toEqual({
      coin_type: 60,
      address,
      message: messages[0],
      signature: '0xsig',
    })
    await client.getNamesForAddress({ address, caipNetworkId: mainnet })
    expect(server.requestsTo(`/v1/profile/reverse/${address}`)).toHaveLength(2)
  })
})

describe('blockchain API: unsupported network', () => {
  it('returns empty results without any request', async () => {
    const { client } = setup()
    const caipNetworkId = unsupported
    expect(await client.getBalance({ address, caipNetworkId })).toEqual({ balances: [] })
    expect(await client.getTransactions({ account: address, caipNetworkId })).toEqual({
      data: [],
      next: undefined,
    })
    expect(await client.getSwapTokens({ caipNetworkId })).toEqual({ tokens: [] })
    expect(
      await client.getSwapQuote({
        caipNetworkId,
        amount: '1',
        userAddress: 'u',
        from: 'f',
        to: 't',
        gasPrice: '1',
      }),
    ).toEqual({ quotes: [] })
    expect(await client.getTokenPrice({ caipNetworkId, addresses: [] })).toEqual({ fungibles: [] })
    expect(await client.getSwapAllowance({ caipNetworkId, tokenAddress: 't', userAddress: 'u' })).toEqual({
      allowance: '0',
    })
    expect(await client.getIdentity({ address, caipNetworkId })).toEqual({ name: null, avatar: null })
    expect(await client.getNamesForAddress({ address, caipNetworkId })).toEqual([])
    expect(await client.getNameSuggestions({ name: 'alice', caipNetworkId })).toEqual({ suggestions: [] })
    const signTypedData = async () => '0xsig'
    expect(await client.getSessions({ address: `${unsupported}:0xabc`, signTypedData })).toEqual({
      sessions: [],
    })
    expect(server.requests).toHaveLength(0)
  })

  it('throws Network not supported for gas price and swap building, without a request', async () => {
    const { client } = setup()
    const caipNetworkId = unsupported
    await expect(client.getGasPrice({ caipNetworkId })).rejects.toThrow('Network not supported for Gas Price')
    await expect(
      client.buildApproveTransaction({ caipNetworkId, userAddress: 'u', from: 'f', to: 't' }),
    ).rejects.toBeInstanceOf(NetworkNotSupportedError)
    await expect(
      client.buildSwapTransaction({ caipNetworkId, amount: '1', from: 'f', to: 't', userAddress: 'u' }),
    ).rejects.toThrow('Network not supported for Swaps')
    expect(server.requests).toHaveLength(0)
  })
})

describe('blockchain API: on-ramp fallbacks', () => {
  it('falls back to the built-in options on 500', async () => {
    server.route('/v1/onramp/options', { status: 500, body: 'down' })
    const options = await setup().client.getOnrampOptions()
    expect(options).toEqual(defaultOnrampOptions())
    expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(options.paymentCurrencies[0]?.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    expect(options.purchaseCurrencies.map((c) => c.symbol)).toEqual(['USDC', 'ETH'])
    expect(server.requestsTo('/v1/onramp/options')).toHaveLength(4)
  })

  it('returns the API options when it answers', async () => {
    const options = { paymentCurrencies: [], purchaseCurrencies: [] }
    server.route('/v1/onramp/options', { body: options })
    expect(await setup().client.getOnrampOptions()).toEqual(options)
    expect(await setup().client.getOnrampOptions({ provider: 'meridian' })).toEqual(options)
    const [all, one] = server.requestsTo('/v1/onramp/options')
    expect(all!.query.has('provider')).toBe(false)
    expect(one!.query.get('provider')).toBe('meridian')
  })

  it('returns a zero placeholder quote on error', async () => {
    server.route('/v1/onramp/quote', { status: 400, body: 'bad amount' })
    const quote = await setup().client.getOnrampQuote({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '5',
    })
    expect(quote).toEqual({
      coinbaseFee: { amount: '0', currency: 'USD' },
      networkFee: { amount: '0', currency: 'USD' },
      paymentSubtotal: { amount: '0', currency: 'USD' },
      paymentTotal: { amount: '0', currency: 'USD' },
      purchaseAmount: { amount: '0', currency: 'USDC' },
      quoteId: PLACEHOLDER_QUOTE_ID,
    })
    const [request] = server.requests
    expect(request?.query.get('projectId')).toBe('project-1')
    expect(JSON.parse(request!.body)).toEqual({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '5',
    })
  })
})

describe('blockchain API: name errors', () => {
  it('wraps name failures in their error classes with the HTTP error as cause', async () => {
    server.route('/v1/profile/account/nobody.portico.id', { status: 404, body: 'no such name' })
    server.route(`/v1/profile/reverse/${address}`, { status: 400, body: 'bad address' })
    server.route('/v1/profile/suggestions/al', { status: 400, body: 'too short' })
    server.route('/v1/profile/account', { status: 400, body: 'taken' })
    server.route('/v1/profile/nonce', { body: { nonce: '0xn', expiresAt: '2030-01-01T00:00:00.000Z' } })
    const { client } = setup()

    const resolve = await client
      .lookupName({ name: 'nobody.portico.id', caipNetworkId: mainnet })
      .catch((e) => e)
    expect(resolve).toBeInstanceOf(ResolveNameError)
    expect(resolve.message).toBe('Error resolving name')
    expect(resolve.cause).toBeInstanceOf(HttpRequestError)
    expect(resolve.cause.body).toBe('no such name')

    const reverse = await client.getNamesForAddress({ address, caipNetworkId: mainnet }).catch((e) => e)
    expect(reverse).toBeInstanceOf(NamesForAddressError)
    expect(reverse.message).toBe('Error fetching names for address')

    const suggestions = await client
      .getNameSuggestions({ name: 'al', caipNetworkId: mainnet })
      .catch((e) => e)
    expect(suggestions).toBeInstanceOf(NameSuggestionsError)
    expect(server.requestsTo('/v1/profile/suggestions/al')[0]?.query.get('zone')).toBe('portico.id')

    const register = await client
      .registerName({
        caipNetworkId: mainnet,
        address,
        name: 'alice.portico.id',
        signMessage: async () => '0x',
      })
      .catch((e) => e)
    expect(register).toBeInstanceOf(RegisterNameError)
    expect(register.message).toBe('Error registering name alice.portico.id')
    expect(register.cause.status).toBe(400)
  })

  it('caches a resolved name for 5 min', async () => {
    const record = { name: 'bob.portico.id', addresses: { '60': { address } }, attributes: {} }
    server.route('/v1/profile/account/bob.portico.id', { body: record })
    const { client, clock } = setup()
    expect(await client.lookupName({ name: 'bob.portico.id', caipNetworkId: mainnet })).toEqual(record)
    clock.advance(IDENTITY_CACHE_TTL - 1)
    await client.lookupName({ name: 'bob.portico.id', caipNetworkId: mainnet })
    expect(server.requests).toHaveLength(1)
    clock.advance(1)
    await client.lookupName({ name: 'bob.portico.id', caipNetworkId: mainnet })
    expect(server.requests).toHaveLength(2)
  })
})

describe('blockchain API: provider texts', () => {
  it.each([
    ['Unauthorized: origin not allowed', 'invalidAppConfiguration'],
    ['JWT validation error', 'sessionExpired'],
    ['Unauthorized: invalid key', 'invalidProjectId'],
  ] as const)('a 403 %j surfaces in HttpRequestError.body', async (text, alertId) => {
    server.route('/v1/convert/tokens', { status: 403, body: text })
    const error = await setup({ retryCount: 0 })
      .client.getSwapTokens({ caipNetworkId: mainnet })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(alertForProviderText((error as HttpRequestError).body)).toBe(alertId)
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
    server.route(`/v1/account/${address}/nfts`, { body: { nfts: [nft] } })
    const { client } = setup()
    expect(await client.getNfts({ address, caipNetworkId: mainnet })).toEqual({ nfts: [nft] })
    expect(server.requestsTo(`/v1/account/${address}/nfts`)[0]?.query.get('chainId')).toBe(mainnet)
    expect(await client.getNfts({ address, caipNetworkId: unsupported })).toEqual({ nfts: [] })
    expect(server.requestsTo(`/v1/account/${address}/nfts`)).toHaveLength(1)
  })
})
