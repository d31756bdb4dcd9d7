import type { PorticoEvent } from '@portico/core'
import { afterEach, expect, test, vi } from 'vitest'
import { createModal } from '../../createModal.js'
import '../../elements.js'
import { deepText, queryAllDeep, queryDeep, waitFor } from '../../test/dom.js'
import { ADDRESS } from '../../test/fakeAdapter.js'
import { createWorld } from '../../test/world.js'

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

const HISTORY = `/v1/account/${ADDRESS}/history`
const tx = (id: string, minedAt: string, overrides: Record<string, unknown> = {}) => ({
  id,
  metadata: {
    minedAt,
    chain: 'eip155:31337',
    operationType: 'receive',
    status: 'confirmed',
    sentFrom: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    sentTo: ADDRESS,
    ...overrides,
  },
  transfers: [{ fungible_info: { symbol: 'ETH' }, direction: 'in', quantity: { numeric: '0.123456' } }],
})

async function openTransactions(routes: Record<string, unknown>) {
  const world = await createWorld({ connect: true, routes })
  const events: PorticoEvent[] = []
  world.config.events.subscribe((event) => events.push(event))
  const { element } = createModal({ config: world.config })
  world.config.open({ view: 'Transactions' })
  const el = element as HTMLElement
  await waitFor(() => queryDeep(el, 'portico-transactions-view'))
  return { ...world, element: el, events }
}

test('opens from the Account view for any wallet, titled Transactions', async () => {
  const world = await createWorld({ connect: true, routes: { [HISTORY]: { data: [], next: null } } })
  const { element } = createModal({ config: world.config })
  world.config.open()
  const button = await waitFor(() =>
    queryAllDeep(element as HTMLElement, 'portico-icon-button').find(
      (b) => b.getAttribute('label') === 'View all transactions',
    ),
  )
  ;(queryDeep(button, 'button') as HTMLElement).click()
  await waitFor(() => world.config.router.state.view === 'Transactions')
  await waitFor(() => deepText(element as HTMLElement).includes('No activity yet'))
  expect(deepText(element as HTMLElement)).toContain('Transactions')
})

test('groups across two years against the clock: this year by month, the year before with its year', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-02-10T12:00:00Z'))
  const { element } = await openTransactions({
    [HISTORY]: (url: URL) =>
      url.searchParams.get('onramp')
        ? {
            data: [
              tx('buy-1', '2026-02-01T09:00:00Z', {
                operationType: 'buy',
                status: 'pending',
                sentFrom: 'Portico Pay',
              }),
            ],
          }
        : {
            data: [
              tx('a', '2026-01-20T10:00:00Z'),
              tx('b', '2025-12-24T10:00:00Z', { operationType: 'send', status: 'failed' }),
              tx('spam', '2025-12-25T10:00:00Z'),
            ].map((t) =>
              t.id === 'spam'
                ? {
                    ...t,
                    transfers: [
                      {
                        nft_info: { name: 'x', flags: { is_spam: true } },
                        direction: 'in',
                        quantity: { numeric: '1' },
                      },
                    ],
                  }
                : t,
            ),
            next: null,
          },
  })
  await waitFor(() => queryAllDeep(element, 'portico-transaction-list h4').length === 3)
  const headings = queryAllDeep(element, 'portico-transaction-list h4').map((h) => h.textContent)
  expect(headings).toEqual(['February', 'January', 'December 2025'])
  const text = deepText(element)
  expect(text).toContain('Bought')
  expect(text).toContain('1 pending')
  expect(text).toContain('+0.123 ETH')
  expect(text).toContain('Failed')
  expect(queryAllDeep(element, 'portico-transaction-list [role="listitem"]')).toHaveLength(3)
})

test('counts at most 99 pending: 99+', async () => {
  const pending = Array.from({ length: 120 }, (_, i) =>
    tx(`p${i}`, `2026-01-01T00:${String(i % 60).padStart(2, '0')}:00Z`, { status: 'pending' }),
  )
  const { element } = await openTransactions({ [HISTORY]: { data: pending, next: null } })
  await waitFor(() => deepText(element).includes('99+ pending'))
})

test('a failed fetch says so, records ERROR_FETCH_TRANSACTIONS, and Try again loads', async () => {
  const routes: Record<string, unknown> = {}
  const { element, events } = await openTransactions(routes)
  await waitFor(() => deepText(element).includes('Failed to fetch transactions'))
  expect(events.find((e) => e.event === 'ERROR_FETCH_TRANSACTIONS')?.properties).toMatchObject({
    address: ADDRESS,
    projectId: 'test',
    isSmartAccount: false,
  })
  routes[HISTORY] = { data: [tx('a', '2026-01-20T10:00:00Z')], next: null }
  const retry = queryAllDeep(element, 'portico-transaction-list portico-button').find((b) =>
    b.textContent?.includes('Try again'),
  )
  ;(queryDeep(retry as HTMLElement, 'button') as HTMLElement).click()
  await waitFor(() => queryAllDeep(element, 'portico-transaction-list [role="listitem"]').length === 1)
})
