import { defineNetwork, type Network } from '@portico/core'
import { afterEach, expect, test } from 'vitest'
import { createModal } from '../../createModal.js'
import '../../elements.js'
import { deepText, queryAllDeep, queryDeep, settle, waitFor } from '../../test/dom.js'
import { ADDRESS } from '../../test/fakeAdapter.js'
import { chainA, createWorld } from '../../test/world.js'

afterEach(() => {
  document.body.innerHTML = ''
})

const now = new Date()
const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 12)).toISOString()
const lastYear = new Date(Date.UTC(now.getUTCFullYear() - 1, 2, 5, 12)).toISOString()
const tx = (id: string, minedAt: string, operationType: string, direction: string) => ({
  id,
  metadata: {
    minedAt,
    chain: 'eip155:31337',
    operationType,
    status: 'confirmed',
    sentFrom: ADDRESS,
    sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  },
  transfers: [{ fungible_info: { symbol: 'USDC' }, direction, quantity: { numeric: '1234.56789' } }],
})

async function mountAccount(
  features: Record<string, unknown> = {},
  networks?: readonly [Network, ...Network[]],
) {
  const world = await createWorld({
    connect: true,
    features,
    ...(networks && { networks }),
    routes: {
      [`/v1/account/${ADDRESS}/balance`]: {
        balances: [
          {
            name: 'USD Coin',
            symbol: 'USDC',
            chainId: 'eip155:31337',
            address: 'eip155:31337:0x1',
            value: 1234.5,
            price: 1,
            iconUrl: '',
            quantity: { decimals: '6', numeric: '1234.56789' },
          },
        ],
      },
      [`/v1/profile/reverse/${ADDRESS}`]: [
        { name: 'satoshi.portico.id', addresses: { '2147514985': { address: ADDRESS } }, attributes: {} },
      ],
      [`/v1/account/${ADDRESS}/nfts`]: {
        nfts: [
          {
            chainId: 'eip155:31337',
            contract: '0x2',
            tokenId: '1',
            name: 'Portico Pass #1',
            collection: 'Portico Pass',
            imageUrl: 'http://img/1.svg',
            isSpam: false,
          },
          {
            chainId: 'eip155:31337',
            contract: '0x3',
            tokenId: '9',
            name: 'Spam',
            collection: null,
            imageUrl: null,
            isSpam: true,
          },
        ],
      },
      [`/v1/account/${ADDRESS}/history`]: {
        data: [tx('a', thisMonth, 'send', 'out'), tx('b', lastYear, 'receive', 'in')],
        next: undefined,
      },
    },
  })
  const { element } = createModal({ config: world.config })
  world.config.open()
  const el = element as HTMLElement
  await waitFor(() => queryDeep(el, 'portico-account-tokens'))
  return { ...world, element: el }
}

test('name from the reverse lookup, balance, feature buttons in the options order', async () => {
  const { element } = await mountAccount({ walletFeaturesOrder: ['send', 'swaps', 'receive'] })
  await waitFor(() => deepText(element).includes('satoshi.portico.id'))
  expect(deepText(element)).toContain('12.345 ETH')
  const features = queryAllDeep(element, '.features portico-button').map((b) => b.textContent?.trim())
  expect(features).toEqual(['Send', 'Swap', 'Receive'])
})

test('on a testnet the balance is not fetched: Account and the account pill read 0.00', async () => {
  const testnet = defineNetwork({ ...chainA, testnet: true })
  const { element, config } = await mountAccount({}, [testnet])
  await waitFor(() => deepText(element).includes('0.00 ETH'))
  expect(deepText(element)).not.toContain('0.000')
  expect(deepText(element)).not.toContain('12.345')
  const pill = document.createElement('portico-account-button')
  pill.config = config
  document.body.append(pill)
  await waitFor(() => deepText(pill).includes('0.00 ETH'))
  expect(deepText(pill)).not.toContain('0.000')
})

test('the Swap button opens Swap when features.swaps is on, and is absent when off', async () => {
  const { element, config } = await mountAccount()
  const swap = () =>
    queryAllDeep(element, '.features portico-button').find((b) => b.textContent?.trim() === 'Swap')
  await waitFor(() => swap())
  ;(swap() as HTMLElement).click()
  expect(config.router.state.view).toBe('Swap')
  document.body.innerHTML = ''
  const off = await mountAccount({ swaps: false })
  await waitFor(() => queryAllDeep(off.element, '.features portico-button').length > 0)
  const labels = queryAllDeep(off.element, '.features portico-button').map((b) => b.textContent?.trim())
  expect(labels).toEqual(['Buy', 'Receive', 'Send'])
})

test('Buy comes first by default and opens the on-ramp providers; it is absent when features.onramp is off', async () => {
  const { element, config } = await mountAccount()
  await waitFor(() => queryAllDeep(element, '.features portico-button').length === 4)
  const buttons = queryAllDeep(element, '.features portico-button')
  expect(buttons.map((b) => b.textContent?.trim())).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
  ;(buttons[0] as HTMLElement).click()
  expect(config.router.state.view).toBe('OnRampProviders')
  document.body.innerHTML = ''
  const off = await mountAccount({ onramp: false })
  await waitFor(() => queryAllDeep(off.element, '.features portico-button').length > 0)
  const labels = queryAllDeep(off.element, '.features portico-button').map((b) => b.textContent?.trim())
  expect(labels).toEqual(['Swap', 'Receive', 'Send'])
})

test('Tokens: 3-decimal balances and 2-decimal USD values', async () => {
  const { element } = await mountAccount()
  await waitFor(() => deepText(element).includes('1,234.567'))
  expect(deepText(element)).toContain('$1,234.50')
})

test('NFTs: the collectibles without spam; Activity: grouped by year and month', async () => {
  const { element, config } = await mountAccount()
  config.account.set('eip155', 'currentTab', 1)
  await waitFor(() => queryAllDeep(element, 'portico-account-nfts figure').length === 1)
  expect(deepText(element)).toContain('Portico Pass #1')
  config.account.set('eip155', 'currentTab', 2)
  await waitFor(() => queryAllDeep(element, 'portico-transaction-list h4').length === 2)
  const headings = queryAllDeep(element, 'portico-transaction-list h4').map((h) => h.textContent)
  const month = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(now)
  expect(headings).toEqual([month, `March ${now.getUTCFullYear() - 1}`])
  expect(deepText(element)).toContain('-1,234.567 USDC')
  expect(deepText(element)).toContain('+1,234.567 USDC')
})

test('the tabs follow the keyboard', async () => {
  const { element, config } = await mountAccount()
  const tab = queryDeep(element, 'portico-tabs [role="tab"]') as HTMLElement
  tab.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }))
  await settle()
  expect(config.getAccount()?.currentTab).toBe(1)
})

test('disconnect resets to Connect and closes', async () => {
  const { element, config } = await mountAccount()
  ;(queryDeep(element, '.footer portico-button') as HTMLElement).click()
  await waitFor(() => !config.modal.state.open)
  expect(config.isConnected()).toBe(false)
  expect(config.router.state.view).toBe('Connect')
})
