import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createBlockchainApiClient } from '../api/createBlockchainApiClient.js'
import { startTestServer, type TestServer } from '../api/test/server.js'
import type { Transaction } from '../api/types/transactions.js'
import type { CaipNetworkId, ChainNamespace } from '../caip/types.js'
import { HistoryWithoutAddressError } from '../errors/thrown.js'
import { createEventBus, type EventBus } from '../events/createEventBus.js'
import type { PorticoEvent } from '../events/types.js'
import {
  countPendingTransactions,
  createHistoryController,
  groupedTransactions,
  PENDING_TRANSACTIONS_LIMIT,
} from './history.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(() => server.reset())

const CHAIN: CaipNetworkId = 'eip155:31337'
const ADDRESS = '0x1111111111111111111111111111111111111111'
const HISTORY = `/v1/account/${ADDRESS}/history`

const tx = (id: string, minedAt: string, overrides: Partial<Transaction['metadata']> = {}): Transaction => ({
  id,
  metadata: {
    minedAt,
    chain: CHAIN,
    operationType: 'receive',
    status: 'confirmed',
    sentFrom: '0x2222222222222222222222222222222222222222',
    sentTo: ADDRESS,
    ...overrides,
  },
  transfers: [{ fungible_info: { symbol: 'ETH' }, direction: 'in', quantity: { numeric: '1' } }],
})

function setup({ address = ADDRESS as string | null, namespace = 'eip155' as ChainNamespace } = {}) {
  const events: EventBus = createEventBus()
  const seen: PorticoEvent[] = []
  events.subscribe((event) => seen.push(event))
  const account = {
    address: address ?? undefined,
    caipAddress: address ? `${namespace}:31337:${address}` : undefined,
    preferredAccountType: 'eoa',
  }
  const network = { state: { caipNetwork: { caipNetworkId: CHAIN, chainNamespace: namespace } } }
  const api = createBlockchainApiClient({
    baseUrl: server.url,
    projectId: 'project-1',
    sdkType: 'portico',
    sdkVersion: 'html-core-0.0.0',
    retryCount: 0,
  })
  const history = createHistoryController({
    api,
    events,
    network,
    options: { state: { projectId: 'project-1' } },
    getAccount: () => account,
  })
  return { history, seen, account }
}

describe('history', () => {
  it('a network the API serves no history for asks nothing and fails nothing; purchases still show', async () => {
    server.route('/v1/supported-chains', () => ({ body: { http: [CHAIN], ws: [], history: [] } }))
    const purchase = tx('checkout-1', '2026-05-03T00:00:00Z', { operationType: 'buy', status: 'pending' })
    server.route(HISTORY, () => ({ body: { data: [purchase], next: null } }))
    const { history, seen } = setup()
    await history.fetch()
    expect(history.state).toMatchObject({ unavailable: true, failed: false, empty: true, loading: false })
    expect([...groupedTransactions(history.state.transactionsByYear)].map((t) => t.id)).toEqual([
      'checkout-1',
    ])
    // Only the purchases were asked; no error event.
    expect(server.requestsTo(HISTORY).map((r) => r.query.get('onramp'))).toEqual(['true'])
    expect(seen.filter((event) => event.event === 'ERROR_FETCH_TRANSACTIONS')).toEqual([])
  })

  it('a network the API lists, or an API that does not say, is fetched as usual', async () => {
    server.route('/v1/supported-chains', () => ({ body: { http: [CHAIN], ws: [], history: [CHAIN] } }))
    server.route(HISTORY, () => ({ body: { data: [tx('a', '2026-05-01T00:00:00Z')], next: null } }))
    const { history } = setup()
    await history.fetch()
    expect(history.state).toMatchObject({ unavailable: false, failed: false })
    expect([...groupedTransactions(history.state.transactionsByYear)].map((t) => t.id)).toEqual(['a'])
  })

  it('pages by cursor: loading while fetching, the cursor kept while a next page exists, then empty', async () => {
    server.route(HISTORY, (request) => {
      if (request.query.get('onramp')) return { body: { data: [], next: null } }
      return request.query.get('cursor') === 'page-2'
        ? { body: { data: [tx('b', '2025-03-01T00:00:00Z')], next: null } }
        : { body: { data: [tx('a', '2026-05-01T00:00:00Z')], next: 'page-2' } }
    })
    const { history } = setup()
    const first = history.fetch()
    expect(history.state.loading).toBe(true)
    await first
    expect(history.state).toMatchObject({ loading: false, empty: false, next: 'page-2', failed: false })
    expect(Object.keys(history.state.transactionsByYear)).toEqual(['2026'])
    await history.fetch()
    expect(history.state).toMatchObject({ loading: false, empty: true, next: undefined })
    expect([...groupedTransactions(history.state.transactionsByYear)].map((t) => t.id)).toEqual(['a', 'b'])
    // The second page was asked with the first page's cursor, the purchases only once and past the cache.
    const asked = server.requestsTo(HISTORY).map((r) => Object.fromEntries(r.query))
    expect(asked.filter((q) => q.onramp === 'true')).toHaveLength(1)
    expect(asked.filter((q) => !q.onramp).map((q) => q.cursor)).toEqual([undefined, 'page-2'])
    expect(asked.every((q) => q.chainId === CHAIN)).toBe(true)
  })

  it('merges on-ramp purchases into the chain history, the purchase replacing its delivery transfer', async () => {
    const delivery = tx('0xhash', '2026-05-02T00:00:00Z')
    const purchase = tx('0xhash', '2026-05-02T00:00:00Z', { operationType: 'buy', status: 'confirmed' })
    const pending = tx('checkout-1', '2026-05-03T00:00:00Z', { operationType: 'buy', status: 'pending' })
    server.route(HISTORY, (request) =>
      request.query.get('onramp')
        ? { body: { data: [purchase, pending], next: null } }
        : { body: { data: [delivery, tx('c', '2026-05-01T00:00:00Z')], next: null } },
    )
    const { history } = setup()
    await history.fetch()
    const listed = [...groupedTransactions(history.state.transactionsByYear)]
    expect(listed.map((t) => [t.id, t.metadata.operationType, t.metadata.status])).toEqual([
      ['checkout-1', 'buy', 'pending'],
      ['0xhash', 'buy', 'confirmed'],
      ['c', 'receive', 'confirmed'],
    ])
  })

  it('asks no purchases where on-ramp delivers nothing (a Polkadot account)', async () => {
    server.route(HISTORY, { body: { data: [], next: null } })
    const { history } = setup({ namespace: 'polkadot' })
    await history.fetch()
    expect(server.requestsTo(HISTORY).map((r) => r.query.get('onramp'))).toEqual([null])
    expect(history.state.empty).toBe(true)
  })

  it('a failure stops loading, sets empty, clears the cursor and records ERROR_FETCH_TRANSACTIONS', async () => {
    server.route(HISTORY, (request, count) =>
      request.query.get('onramp')
        ? { body: { data: [], next: null } }
        : count === 0
          ? { body: { data: [tx('a', '2026-05-01T00:00:00Z')], next: 'page-2' } }
          : { status: 500, body: 'down' },
    )
    const { history, seen } = setup()
    await history.fetch()
    await history.fetch()
    expect(history.state).toMatchObject({ loading: false, empty: true, next: undefined, failed: true })
    // What was fetched stays on screen.
    expect([...groupedTransactions(history.state.transactionsByYear)]).toHaveLength(1)
    expect(seen.find((e) => e.event === 'ERROR_FETCH_TRANSACTIONS')?.properties).toEqual({
      address: ADDRESS,
      projectId: 'project-1',
      cursor: 'page-2',
      isSmartAccount: false,
    })
  })

  it('refresh asks the first page and the purchases again, replacing the pages before', async () => {
    let pending = true
    server.route(HISTORY, (request) => {
      if (request.query.get('onramp')) {
        const status = pending ? 'pending' : 'confirmed'
        return { body: { data: [tx('buy-1', '2026-05-03T00:00:00Z', { operationType: 'buy', status })] } }
      }
      return request.query.get('cursor')
        ? { body: { data: [tx('b', '2026-04-01T00:00:00Z')], next: null } }
        : { body: { data: [tx('a', '2026-05-01T00:00:00Z')], next: 'page-2' } }
    })
    const { history } = setup()
    await history.fetch()
    await history.fetch()
    expect(history.state.empty).toBe(true)
    await history.fetch() // the last page is in: nothing is asked
    expect(server.requestsTo(HISTORY)).toHaveLength(3)
    pending = false
    await history.refresh()
    const listed = [...groupedTransactions(history.state.transactionsByYear)]
    expect(listed.map((t) => [t.id, t.metadata.status])).toEqual([
      ['buy-1', 'confirmed'],
      ['a', 'confirmed'],
    ])
    expect(history.state.next).toBe('page-2')
  })

  it('reset clears everything; another account starts over', async () => {
    server.route(HISTORY, { body: { data: [tx('a', '2026-05-01T00:00:00Z')], next: 'n' } })
    const { history, account } = setup()
    await history.fetch()
    history.reset()
    expect(history.state).toMatchObject({ transactions: [], transactionsByYear: {}, next: undefined })
    await history.fetch()
    account.caipAddress = 'eip155:31337:0x3333333333333333333333333333333333333333'
    expect(history.isStale()).toBe(true)
    await history.fetch()
    expect(history.state.transactions).toHaveLength(1)
    expect(history.state.caipAddress).toBe(account.caipAddress)
  })

  it("throws without an account address: Transactions can't be fetched without an accountAddress", async () => {
    const { history } = setup({ address: null })
    await expect(history.fetch()).rejects.toThrow(HistoryWithoutAddressError)
    await expect(history.fetch()).rejects.toThrow("Transactions can't be fetched without an accountAddress")
    expect(server.requests).toHaveLength(0)
  })
})

describe('countPendingTransactions', () => {
  const pending = (n: number) =>
    Array.from({ length: n }, (_, i) => tx(`p${i}`, '2026-05-01T00:00:00Z', { status: 'pending' }))

  it('counts pending only, up to 99; more reads as over the limit', () => {
    expect(countPendingTransactions([...pending(3), tx('c', '2026-05-01T00:00:00Z')])).toEqual({
      count: 3,
      overLimit: false,
    })
    expect(countPendingTransactions(pending(99))).toEqual({ count: 99, overLimit: false })
    expect(countPendingTransactions(pending(100))).toEqual({
      count: PENDING_TRANSACTIONS_LIMIT,
      overLimit: true,
    })
    expect(countPendingTransactions(pending(250))).toEqual({ count: 99, overLimit: true })
  })
})
