import { describe, expect, it } from 'vitest'
import { alertForProviderText } from '../errors/alerts.js'
import { HttpRequestError } from '../errors/http.js'
import {
  NameSuggestionsError,
  NamesForAddressError,
  NetworkNotSupportedError,
  RegisterNameError,
  ResolveNameError,
} from '../errors/thrown.js'
import { defaultOnrampOptions, IDENTITY_CACHE_TTL, PLACEHOLDER_QUOTE_ID } from './constants.js'
import { address, blockchainApiWorld, mainnet, unsupported } from './test/blockchainApiClient.js'

const world = blockchainApiWorld()
const { setup } = world

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
    expect(world.server.requests).toHaveLength(0)
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
    expect(world.server.requests).toHaveLength(0)
  })
})

describe('blockchain API: on-ramp fallbacks', () => {
  it('falls back to the built-in options on 500', async () => {
    world.server.route('/v1/onramp/options', { status: 500, body: 'down' })
    const options = await setup().client.getOnrampOptions()
    expect(options).toEqual(defaultOnrampOptions())
    expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(options.paymentCurrencies[0]?.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    expect(options.purchaseCurrencies.map((c) => c.symbol)).toEqual(['USDC', 'ETH'])
    expect(world.server.requestsTo('/v1/onramp/options')).toHaveLength(4)
  })

  it('returns the API options when it answers', async () => {
    const options = { paymentCurrencies: [], purchaseCurrencies: [] }
    world.server.route('/v1/onramp/options', { body: options })
    expect(await setup().client.getOnrampOptions()).toEqual(options)
    expect(await setup().client.getOnrampOptions({ provider: 'meridian' })).toEqual(options)
    const [all, one] = world.server.requestsTo('/v1/onramp/options')
    expect(all!.query.has('provider')).toBe(false)
    expect(one!.query.get('provider')).toBe('meridian')
  })

  it('returns a zero placeholder quote on error', async () => {
    world.server.route('/v1/onramp/quote', { status: 400, body: 'bad amount' })
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
    const [request] = world.server.requests
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
    world.server.route('/v1/profile/account/nobody.portico.id', { status: 404, body: 'no such name' })
    world.server.route(`/v1/profile/reverse/${address}`, { status: 400, body: 'bad address' })
    world.server.route('/v1/profile/suggestions/al', { status: 400, body: 'too short' })
    world.server.route('/v1/profile/account', { status: 400, body: 'taken' })
    world.server.route('/v1/profile/nonce', { body: { nonce: '0xn', expiresAt: '2030-01-01T00:00:00.000Z' } })
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
    expect(world.server.requestsTo('/v1/profile/suggestions/al')[0]?.query.get('zone')).toBe('portico.id')

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
    world.server.route('/v1/profile/account/bob.portico.id', { body: record })
    const { client, clock } = setup()
    expect(await client.lookupName({ name: 'bob.portico.id', caipNetworkId: mainnet })).toEqual(record)
    clock.advance(IDENTITY_CACHE_TTL - 1)
    await client.lookupName({ name: 'bob.portico.id', caipNetworkId: mainnet })
    expect(world.server.requests).toHaveLength(1)
    clock.advance(1)
    await client.lookupName({ name: 'bob.portico.id', caipNetworkId: mainnet })
    expect(world.server.requests).toHaveLength(2)
  })
})

describe('blockchain API: provider texts', () => {
  it.each([
    ['Unauthorized: origin not allowed', 'invalidAppConfiguration'],
    ['JWT validation error', 'sessionExpired'],
    ['Unauthorized: invalid key', 'invalidProjectId'],
  ] as const)('a 403 %j surfaces in HttpRequestError.body', async (text, alertId) => {
    world.server.route('/v1/convert/tokens', { status: 403, body: text })
    const error = await setup({ retryCount: 0 })
      .client.getSwapTokens({ caipNetworkId: mainnet })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(alertForProviderText((error as HttpRequestError).body)).toBe(alertId)
  })
})
