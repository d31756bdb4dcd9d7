import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  NameSuggestionsError,
  NamesForAddressError,
  RegisterNameError,
  ResolveNameError,
} from '../../errors/thrown.js'
import { defaultOnrampOptions, placeholderOnrampQuote } from '../constants.js'
import { type BlockchainApiClient, createBlockchainApiClient } from '../createBlockchainApiClient.js'
import { createCatalogueClient } from '../createCatalogueClient.js'
import {
  address,
  amount,
  failing,
  mainnet,
  nameRecord,
  sdk,
  signed,
  transaction,
  usdc,
} from '../test/invalidReplyCases.js'
import { startTestServer, type TestServer } from '../test/server.js'
import { InvalidResponseError } from './InvalidResponseError.js'

// Every client call, answered 200 with a body of the wrong shape, fails like any other failed request:
// with InvalidResponseError (wrapped where the call wraps its failures), or with the call's documented
// fallback. Never a value the caller would crash on.

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
const nonce = `0x${'1'.repeat(64)}`
beforeEach(() => {
  server.reset()
  server.route('/v1/sessions/nonce', { body: { nonce, expiresAt: '2030-01-01T00:00:00.000Z' } })
  server.route('/v1/profile/nonce', { body: { nonce, expiresAt: '2030-01-01T00:00:00.000Z' } })
})

const api = () => createBlockchainApiClient({ baseUrl: server.url, ...sdk })
const catalogue = () => createCatalogueClient({ baseUrl: server.url, ...sdk })

describe('a reply of the wrong shape fails with InvalidResponseError', () => {
  for (const { call, path, bad, run } of failing) {
    it(call, async () => {
      for (const [body, field] of bad) {
        server.route(path, { body })
        const error = await run({ api: api(), catalogue: catalogue() }).catch((e: unknown) => e)
        expect(error, JSON.stringify(body)).toBeInstanceOf(InvalidResponseError)
        expect((error as InvalidResponseError).shortMessage).toBe(`Invalid response from ${path}`)
        expect((error as InvalidResponseError).details).toContain(field)
      }
      // Not retried: one request per bad body.
      expect(server.requestsTo(path)).toHaveLength(bad.length)
    })
  }

  it('names the first bad field and what it got', async () => {
    server.route(`/v1/account/${address}/balance`, { body: { balances: [usdc, { ...usdc, quantity: {} }] } })
    await expect(api().getBalance({ address, caipNetworkId: mainnet })).rejects.toMatchObject({
      name: 'InvalidResponseError',
      details: 'balances[1].quantity.decimals is not an integer string (got undefined)',
    })
  })

  it('caches no invalid balance', async () => {
    const client = api()
    server.route(`/v1/account/${address}/balance`, { body: { balances: [{ ...usdc, quantity: {} }] } })
    await expect(client.getBalance({ address, caipNetworkId: mainnet })).rejects.toThrow(InvalidResponseError)
    server.route(`/v1/account/${address}/balance`, { body: { balances: [usdc] } })
    expect(await client.getBalance({ address, caipNetworkId: mainnet })).toEqual({ balances: [usdc] })
  })
})

describe('calls that wrap their failures carry InvalidResponseError as the cause', () => {
  const cases = [
    {
      error: ResolveNameError,
      path: '/v1/profile/account/alice.portico.id',
      body: { ...nameRecord, addresses: { '60': {} } },
      run: (client: BlockchainApiClient) =>
        client.lookupName({ name: 'alice.portico.id', caipNetworkId: mainnet }),
    },
    {
      error: NamesForAddressError,
      path: `/v1/profile/reverse/${address}`,
      body: { names: [nameRecord] },
      run: (client: BlockchainApiClient) => client.getNamesForAddress({ address, caipNetworkId: mainnet }),
    },
    {
      error: NameSuggestionsError,
      path: '/v1/profile/suggestions/alice',
      body: { suggestions: [{ name: null }] },
      run: (client: BlockchainApiClient) =>
        client.getNameSuggestions({ name: 'alice', caipNetworkId: mainnet }),
    },
    {
      error: RegisterNameError,
      path: '/v1/profile/account',
      body: { ok: true },
      run: (client: BlockchainApiClient) =>
        client.registerName({ caipNetworkId: mainnet, address, name: 'alice', signMessage: signed }),
    },
  ]
  for (const { error, path, body, run } of cases) {
    it(error.name, async () => {
      server.route(path, { body })
      const thrown = await run(api()).catch((e: unknown) => e)
      expect(thrown).toBeInstanceOf(error)
      expect(
        (thrown as InstanceType<typeof error>).walk((e) => e instanceof InvalidResponseError),
      ).toBeInstanceOf(InvalidResponseError)
    })
  }
})

describe('calls with a fallback answer it for an invalid reply', () => {
  it('on-ramp options: the built-in defaults', async () => {
    server.route('/v1/onramp/options', { body: { purchaseCurrencies: {}, paymentCurrencies: [] } })
    expect(await api().getOnrampOptions()).toEqual(defaultOnrampOptions())
  })

  it('on-ramp quote: the placeholder', async () => {
    server.route('/v1/onramp/quote', {
      body: {
        coinbaseFee: amount,
        networkFee: amount,
        paymentSubtotal: amount,
        paymentTotal: {},
        quoteId: 'q',
      },
    })
    const quote = await api().getOnrampQuote({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '5',
    })
    expect(quote).toEqual(placeholderOnrampQuote('USDC', 'USD'))
  })

  it('analytics config: off', async () => {
    server.route('/getAnalyticsConfig', { body: { isAnalyticsEnabled: 'true' } })
    expect(await catalogue().getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: false })
    server.route('/getAnalyticsConfig', { body: { isAnalyticsEnabled: true } })
    expect(await catalogue().getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: true })
  })
})

describe('lenient where the API may leave fields out', () => {
  it('passes history without data or next, and transfers without value, price or token info', async () => {
    server.route(`/v1/account/${address}/history`, (_, count) => ({
      body: count
        ? { data: [{ ...transaction, transfers: [{ direction: 'self', quantity: { numeric: '0' } }] }] }
        : {},
    }))
    const client = api()
    expect(await client.getTransactions({ account: address, caipNetworkId: mainnet })).toEqual({
      data: [],
      next: undefined,
    })
    const page = await client.getTransactions({ account: address, caipNetworkId: mainnet })
    expect(page.data[0]?.transfers[0]?.direction).toBe('self')
  })

  it('passes operation types and statuses the kit does not know, and extra fields', async () => {
    const unknown = {
      ...transaction,
      extra: 1,
      metadata: { ...transaction.metadata, operationType: 'bridge' },
    }
    server.route(`/v1/account/${address}/history`, { body: { data: [unknown], next: 'c2' } })
    const page = await api().getTransactions({ account: address, caipNetworkId: mainnet })
    expect(page).toEqual({ data: [unknown], next: 'c2' })
  })
})
