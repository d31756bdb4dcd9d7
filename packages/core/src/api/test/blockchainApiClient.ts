import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { CaipNetworkId } from '../../caip/types.js'
import { type BlockchainApiClientOptions, createBlockchainApiClient } from '../createBlockchainApiClient.js'
import type { TokenBalance } from '../types.js'
import { startTestServer, type TestServer } from './server.js'

// What the blockchain API client's tests (createBlockchainApiClient.*.test.ts) share: the networks and account
// they ask about, a client with a clock of its own, and replies the scripted server gives.

export const mainnet: CaipNetworkId = 'eip155:1'
export const unsupported: CaipNetworkId = 'eip155:999'
export const address = '0x1111111111111111111111111111111111111111'

/** A client on the test server whose `now` is a clock the test advances; `unsupported` is not supported. */
export function setupClient(baseUrl: string, options: Partial<BlockchainApiClientOptions> = {}) {
  let time = 1_000_000
  const clock = {
    now: () => time,
    advance: (ms: number) => {
      time += ms
    },
  }
  const client = createBlockchainApiClient({
    baseUrl,
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

/**
 * Starts the scripted API server for the file's tests (its hooks are registered where this is called), reset
 * before each test; `setup` makes a client on it.
 */
export function blockchainApiWorld() {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())
  beforeEach(() => server.reset())
  return {
    get server() {
      return server
    },
    setup: (options: Partial<BlockchainApiClientOptions> = {}) => setupClient(server.url, options),
  }
}

export const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: mainnet,
  address: `${mainnet}:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48`,
  value: 12.5,
  price: 1,
  iconUrl: 'https://icons.test/usdc.png',
  quantity: { decimals: '6', numeric: '12.5' },
}

export const builtSwap = {
  from: address,
  to: '0x2222222222222222222222222222222222222222',
  data: '0x38ed1739',
  value: '0',
  eip155: { gas: '150000', gasPrice: '1000000000' },
}
