import type { CaipNetworkId } from '../../caip/types.js'
import type { BlockchainApiClient } from '../createBlockchainApiClient.js'
import type { CatalogueClient } from '../createCatalogueClient.js'

// The replies of the wrong shape that validate/invalidReplies.test.ts sends for every client call, and the
// valid pieces they are made from.

export const signed = async () => '0xsig'
export const mainnet: CaipNetworkId = 'eip155:1'
export const address = '0x1111111111111111111111111111111111111111'
export const sdk = {
  projectId: 'project-1',
  sdkType: 'portico',
  sdkVersion: 'html-core-0.0.0',
  retryDelay: 1,
}

export const usdc = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: mainnet,
  value: 12.5,
  price: 1,
  iconUrl: 'https://icons.test/usdc.png',
  quantity: { decimals: '6', numeric: '12.5' },
}
export const transaction = {
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
export const tx = { from: address, to: address, data: '0x', value: '0' }
export const amount = { amount: '1', currency: 'USD' }
export const nameRecord = { name: 'alice.portico.id', addresses: { '60': { address } }, attributes: {} }

export type Case = {
  call: string
  path: string
  /** Bodies of the wrong shape, each with the field its error must name. */
  bad: [body: unknown, field: string][]
  run: (clients: { api: BlockchainApiClient; catalogue: CatalogueClient }) => Promise<unknown>
}

/** Calls whose failure is the InvalidResponseError itself. */
export const failing: Case[] = [
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
    call: 'getSmartAccountNetworks',
    path: '/v1/smart-accounts',
    bad: [
      [null, 'the reply'],
      [{}, 'networks'],
      [
        { networks: [{ caipNetworkId: mainnet, entryPoint: 'x', factory: address, bundlerUrl: 'u' }] },
        'entryPoint',
      ],
      [
        { networks: [{ caipNetworkId: mainnet, entryPoint: address, factory: address, bundlerUrl: 4337 }] },
        'bundlerUrl',
      ],
      [
        {
          networks: [
            {
              caipNetworkId: mainnet,
              entryPoint: address,
              factory: address,
              bundlerUrl: 'u',
              sessions: {
                recordsUrl: 'u',
                delegationManager: address,
                enforcers: { erc20TransferAmount: address },
              },
            },
          ],
        },
        'sessions.enforcers.nativeTokenTransferAmount',
      ],
    ],
    run: ({ api }) => api.getSmartAccountNetworks(),
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
