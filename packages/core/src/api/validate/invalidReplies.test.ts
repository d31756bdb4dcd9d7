import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CaipNetworkId } from '../../caip/types.js'
import {
  NameSuggestionsError,
  NamesForAddressError,
  RegisterNameError,
  ResolveNameError,
} from '../../errors/thrown.js'
import { defaultOnrampOptions, placeholderOnrampQuote } from '../constants.js'
import { type BlockchainApiClient, createBlockchainApiClient } from '../createBlockchainApiClient.js'
import { type CatalogueClient, createCatalogueClient } from '../createCatalogueClient.js'
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
const signed = async () => '0xsig'
beforeEach(() => {
  server.reset()
  server.route('/v1/sessions/nonce', { body: { nonce, expiresAt: '2030-01-01T00:00:00.000Z' } })
  server.route('/v1/profile/nonce', { body: { nonce, expiresAt: '2030-01-01T00:00:00.000Z' } })
})

const mainnet: CaipNetworkId = 'eip155:1'
const address = '0x1111111111111111111111111111111111111111'
const sdk = { projectId: 'project-1', sdkType: 'portico', sdkVersion: 'html-core-0.0.0', retryDelay: 1 }

const api = () => createBlockchainApiClient({ baseUrl: server.url, ...sdk })
const catalogue = () => createCatalogueClient({ baseUrl: server.url, ...sdk })

const usdc = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: mainnet,
  value: 12.5,
  price: 1,
  iconUrl: 'https://icons.test/usdc.png',
  quantity: { decimals: '6', numeric: '12.5' },
}
const transaction = {
  id: '0xabc',
  metadata: {
    minedAt: '2026-01-01T00:00:00.000Z',
    chain: mainnet,
    operationType: 'send',
    status: 'confirmed',
    sentFrom: address,
    sentTo: address,
  },
  transfers: [{ direction: 'out', quantity: { numeric: '1' }, fungible_info: { symbol: 'ETH' } }],
}
const tx = { from: address, to: address, data: '0x', value: '0' }
const amount = { amount: '1', currency: 'USD' }
const nameRecord = { name: 'alice.portico.id', addresses: { '60': { address } }, attributes: {} }

type Case = {
  call: string
  path: string
  /** Bodies of the wrong shape, each with the field its error must name. */
  bad: [body: unknown, field: string][]
  run: (clients: { api: BlockchainApiClient; catalogue: CatalogueClient }) => Promise<unknown>
}

/** Calls whose failure is the InvalidResponseError itself. */
const failing: Case[] = [
  {
    call: 'getSupportedChains',
    path: '/v1/supported-chains',
    bad: [
      [null, 'the reply'],
      [{ http: [mainnet] }, 'ws'],
      [{ http: [1], ws: [] }, 'http[0]'],
    ],
    run: ({ api }) => api.getSupportedChains(),
  },
  {
    call: 'getIdentity',
    path: `/v1/identity/${address}`,
    bad: [
      [{}, 'name'],
      [{ name: 5, avatar: null }, 'name'],
    ],
    run: ({ api }) => api.getIdentity({ address, caipNetworkId: mainnet }),
  },
  {
    call: 'getTransactions',
    path: `/v1/account/${address}/history`,
    bad: [
      [null, 'the reply'],
      [{ data: {} }, 'data'],
      [{ data: [{ ...transaction, metadata: null }] }, 'data[0].metadata'],
      [{ data: [{ ...transaction, transfers: [{ direction: 'in', quantity: {} }] }] }, 'quantity.numeric'],
      [{ data: [], next: 5 }, 'next'],
    ],
    run: ({ api }) => api.getTransactions({ account: address, caipNetworkId: mainnet }),
  },
  {
    call: 'getNfts',
    path: `/v1/account/${address}/nfts`,
    bad: [
      [{}, 'nfts'],
      [{ nfts: [{ chainId: mainnet, contract: '0x1', tokenId: 1 }] }, 'nfts[0].tokenId'],
    ],
    run: ({ api }) => api.getNfts({ address, caipNetworkId: mainnet }),
  },
  {
    call: 'getBalance',
    path: `/v1/account/${address}/balance`,
    bad: [
      [null, 'the reply'],
      [{}, 'balances'],
      [{ balances: [{ ...usdc, quantity: {} }] }, 'balances[0].quantity.decimals'],
      [{ balances: [{ ...usdc, value: '12.5' }] }, 'balances[0].value'],
      [{ balances: [{ ...usdc, quantity: { decimals: '6', numeric: 'lots' } }] }, 'quantity.numeric'],
    ],
    run: ({ api }) => api.getBalance({ address, caipNetworkId: mainnet }),
  },
  {
    call: 'getSwapQuote',
    path: '/v1/convert/quotes',
    bad: [
      [{}, 'quotes'],
      [{ quotes: [{ fromAmount: 1, fromAccount: 'f', toAmount: '2', toAccount: 't' }] }, 'fromAmount'],
    ],
    run: ({ api }) =>
      api.getSwapQuote({
        caipNetworkId: mainnet,
        amount: '1',
        userAddress: 'u',
        from: 'f',
        to: 't',
        gasPrice: '1',
      }),
  },
  {
    call: 'getSwapTokens',
    path: '/v1/convert/tokens',
    bad: [
      [{ tokens: null }, 'tokens'],
      [{ tokens: [{ name: 'E', symbol: 'E', address: 'a', decimals: '18', logoUri: '' }] }, 'decimals'],
    ],
    run: ({ api }) => api.getSwapTokens({ caipNetworkId: mainnet }),
  },
  {
    call: 'getTokenPrice',
    path: '/v1/fungible/price',
    bad: [
      [{}, 'fungibles'],
      [{ fungibles: [{ name: 'E', symbol: 'E', iconUrl: '', price: '1' }] }, 'fungibles[0].price'],
    ],
    run: ({ api }) => api.getTokenPrice({ caipNetworkId: mainnet, addresses: [`${mainnet}:0x1`] }),
  },
  {
    call: 'getSwapAllowance',
    path: '/v1/convert/allowance',
    bad: [
      [{ allowance: 5 }, 'allowance'],
      [{ allowance: '1.5' }, 'allowance'],
    ],
    run: ({ api }) => api.getSwapAllowance({ caipNetworkId: mainnet, tokenAddress: 't', userAddress: 'u' }),
  },
  {
    call: 'getGasPrice',
    path: '/v1/convert/gas-price',
    bad: [
      [{}, 'standard'],
      [{ standard: 1, fast: '2', instant: '3' }, 'standard'],
    ],
    run: ({ api }) => api.getGasPrice({ caipNetworkId: mainnet }),
  },
  {
    call: 'buildSwapTransaction',
    path: '/v1/convert/build-transaction',
    bad: [
      [{ tx: {} }, 'tx.from'],
      [{ tx: { ...tx, eip155: { gas: 21000, gasPrice: '1' } } }, 'tx.eip155.gas'],
    ],
    run: ({ api }) =>
      api.buildSwapTransaction({ caipNetworkId: mainnet, amount: '1', from: 'f', to: 't', userAddress: 'u' }),
  },
  {
    call: 'buildApproveTransaction',
    path: '/v1/convert/build-approve',
    bad: [
      [null, 'the reply'],
      [{ tx: { ...tx, data: 'approve', eip155: { gasPrice: '1' } } }, 'tx.data'],
    ],
    run: ({ api }) =>
      api.buildApproveTransaction({ caipNetworkId: mainnet, userAddress: 'u', from: 'f', to: 't' }),
  },
  {
    call: 'getOnrampUrl',
    path: '/v1/generators/onrampurl',
    bad: [
      [{}, 'url'],
      [{ url: null }, 'url'],
      [{ url: 'https://pay.test/buy' }, 'id'],
    ],
    run: ({ api }) => api.getOnrampUrl({ destinationWallets: [{ address }], partnerUserId: 'p' }),
  },
  {
    call: 'getOnrampProviders',
    path: '/v1/onramp/providers',
    bad: [
      [{}, 'providers'],
      [
        { providers: [{ id: 'p', name: 'P', description: 'd', logoUrl: 'u', chainNamespaces: [] }] },
        'providers[0].feeRange',
      ],
      [
        {
          providers: [
            {
              id: 'p',
              name: 'P',
              description: 'd',
              logoUrl: 'u',
              feeRange: { min: 1, max: 2 },
              chainNamespaces: [1],
            },
          ],
        },
        'providers[0].chainNamespaces[0]',
      ],
    ],
    run: ({ api }) => api.getOnrampProviders(),
  },
  {
    call: 'getOnrampCheckoutStatus',
    path: '/v1/onramp/checkout/c-1/status',
    bad: [
      [{ network: 'eip155:1', asset: 'ETH' }, 'status'],
      [{ status: 'paid', network: 'eip155:1', asset: 'ETH' }, 'status'],
      [{ status: 'confirmed', network: 'eip155:1', asset: 'ETH', amount: 'lots' }, 'amount'],
    ],
    run: ({ api }) => api.getOnrampCheckoutStatus({ id: 'c-1' }),
  },
  {
    call: 'getSessions',
    path: `/v1/sessions/${mainnet}:${address}`,
    bad: [
      [[], 'the reply'],
      [{ sessions: [{}] }, 'sessions[0].pci'],
    ],
    run: ({ api }) => api.getSessions({ address: `${mainnet}:${address}`, signTypedData: signed }),
  },
  {
    call: 'revokeSession',
    path: `/v1/sessions/${mainnet}:${address}/revoke`,
    bad: [[{ success: 'yes' }, 'success']],
    run: ({ api }) =>
      api.revokeSession({ address: `${mainnet}:${address}`, pci: 'p', signTypedData: signed }),
  },
  {
    call: 'the nonce of a signed session call',
    path: '/v1/sessions/nonce',
    bad: [
      [{}, 'nonce'],
      [{ nonce: 1, expiresAt: 'x' }, 'nonce'],
    ],
    run: ({ api }) =>
      api.revokeSession({ address: `${mainnet}:${address}`, pci: 'p', signTypedData: signed }),
  },
  {
    call: 'catalogue getWallets',
    path: '/getWallets',
    bad: [
      [{ count: 1 }, 'data'],
      [{ data: [], count: '3' }, 'count'],
      [{ data: [{ name: 'No id' }], count: 1 }, 'data[0].id'],
    ],
    run: ({ catalogue }) => catalogue.getWallets({ page: 1 }),
  },
]

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
