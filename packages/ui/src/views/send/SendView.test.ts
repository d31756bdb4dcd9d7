import type { TokenBalance } from '@portico/core'
import { getSendController } from '@portico/core/send'
import { afterEach, expect, test } from 'vitest'
import { createModal } from '../../createModal.js'
import '../../elements.js'
import { deepText, queryAllDeep, queryDeep, settle, waitFor } from '../../test/dom.js'
import { ADDRESS } from '../../test/fakeAdapter.js'
import { createWorld } from '../../test/world.js'

afterEach(() => {
  document.body.innerHTML = ''
})

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = (symbol: string, extra: Partial<TokenBalance>): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  value: 0,
  price: 1,
  iconUrl: '',
  quantity: { decimals: '6', numeric: '0' },
  ...extra,
})
const balances = [
  token('ETH', { name: 'Ether', price: 3000, value: 30000, quantity: { decimals: '18', numeric: '10' } }),
  token('USDC', {
    name: 'USD Coin',
    address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
    value: 100,
    quantity: { decimals: '6', numeric: '100' },
  }),
]

async function mountSend() {
  const routes: Record<string, unknown> = {
    [`/v1/account/${ADDRESS}/balance`]: { balances },
    '/v1/convert/gas-price': { standard: '1000000000', fast: '2000000000', instant: '3000000000' },
    '/v1/profile/account/alice': {
      name: 'alice.portico.id',
      addresses: { [(0x80000000 | 31337) >>> 0]: { address: RECEIVER } },
      attributes: {},
    },
  }
  const world = await createWorld({ connect: true, routes })
  const { element } = createModal({ config: world.config })
  world.config.open({ view: 'Send' })
  const el = element as HTMLElement
  await waitFor(() => getSendController(world.config).state.gasPriceInUSD !== undefined)
  await settle()
  return { ...world, element: el, routes, send: getSendController(world.config) }
}

const type = (element: HTMLElement, label: string, value: string) => {
  const input = queryDeep(element, `portico-send-view portico-input[label="${label}"]`) as HTMLElement
  input.dispatchEvent(new CustomEvent('portico-input', { detail: { value }, bubbles: true, composed: true }))
}

test('shows the token, its balance and the network fee in USD', async () => {
  const { element } = await mountSend()
  const text = deepText(element)
  expect(text).toContain('ETH')
  expect(text).toContain('10.000 ETH available')
  expect(text).toContain('Network fee $0.06')
})

test("an incomplete form shows 'Please enter a valid amount and receiver address.' and sends nothing", async () => {
  const { element, fake } = await mountSend()
  type(element, 'Amount', '1')
  await settle()
  ;(queryDeep(element, 'portico-send-view portico-button') as HTMLElement).click()
  await settle()
  expect(deepText(element)).toContain('Please enter a valid amount and receiver address.')
  expect(fake.wallet.sent).toEqual([])
})

test('a name resolves; sending toasts, returns to Account and resets the form', async () => {
  const { element, config, fake, send } = await mountSend()
  type(element, 'Amount', '2.5')
  type(element, 'To', 'alice')
  await waitFor(() => send.state.receiverAddress === RECEIVER)
  await settle()
  expect(deepText(element)).toContain('alice.portico.id · 0x70…dc79C8')
  ;(queryDeep(element, 'portico-send-view portico-button') as HTMLElement).click()
  await waitFor(() => config.router.state.view === 'Account')
  expect(fake.wallet.sent).toMatchObject([
    { to: RECEIVER, value: 2_500_000_000_000_000_000n, token: undefined },
  ])
  expect(config.toasts.state.toast?.code).toBe('sendStarted')
  expect(send.state.sendTokenAmount).toBeUndefined()
  await waitFor(() => deepText(element).includes('Transaction started'))
})

test('Send pressed right after typing the receiver (within the typing pause) sends to it', async () => {
  const { element, config, fake } = await mountSend()
  type(element, 'Amount', '1')
  type(element, 'To', RECEIVER)
  ;(queryDeep(element, 'portico-send-view portico-button') as HTMLElement).click()
  await waitFor(() => config.router.state.view === 'Account')
  expect(fake.wallet.sent).toMatchObject([{ to: RECEIVER, value: 1_000_000_000_000_000_000n }])
  expect(deepText(element)).not.toContain('Please enter a valid amount and receiver address.')
})

test('Send pressed while the typed address is still being read (its name from the API) waits for it and sends', async () => {
  const { element, config, fake, routes } = await mountSend()
  let answer = (_: unknown) => {}
  const asked = new Promise<void>((askedResolve) => {
    routes[`/v1/profile/reverse/${RECEIVER}`] = () => {
      askedResolve()
      return new Promise((resolve) => {
        answer = resolve
      })
    }
  })
  type(element, 'Amount', '1')
  type(element, 'To', RECEIVER)
  // The typing pause ends and the read starts; Send is pressed before the API answers.
  await asked
  ;(queryDeep(element, 'portico-send-view portico-button') as HTMLElement).click()
  await settle()
  expect(deepText(element)).not.toContain('Please enter a valid amount and receiver address.')
  answer([])
  await waitFor(() => config.router.state.view === 'Account')
  expect(fake.wallet.sent).toMatchObject([{ to: RECEIVER, value: 1_000_000_000_000_000_000n }])
})

test('Send pressed before the gas price arrived asks for it then and sends, instead of refusing the form', async () => {
  const { element, config, fake, send } = await mountSend()
  send.state.gasPrice = undefined
  type(element, 'Amount', '1')
  type(element, 'To', RECEIVER)
  ;(queryDeep(element, 'portico-send-view portico-button') as HTMLElement).click()
  await waitFor(() => config.router.state.view === 'Account')
  expect(fake.wallet.sent).toMatchObject([{ to: RECEIVER, value: 1_000_000_000_000_000_000n }])
})

test('Send pressed with a balance read before funds arrived reads it again and sends, instead of refusing', async () => {
  const { element, config, fake, send } = await mountSend()
  // What the picker offered before the account received its ether: 0.1 ETH; the API now answers 10.
  send.setToken({ ...balances[0]!, quantity: { decimals: '18', numeric: '0.1' } })
  type(element, 'Amount', '1')
  type(element, 'To', RECEIVER)
  ;(queryDeep(element, 'portico-send-view portico-button') as HTMLElement).click()
  await waitFor(() => config.router.state.view === 'Account')
  expect(fake.wallet.sent).toMatchObject([{ to: RECEIVER, value: 1_000_000_000_000_000_000n }])
})

test("an amount over the balance read again shows 'Insufficient balance' and sends nothing", async () => {
  const { element, fake } = await mountSend()
  type(element, 'Amount', '11')
  type(element, 'To', RECEIVER)
  ;(queryDeep(element, 'portico-send-view portico-button') as HTMLElement).click()
  await waitFor(() => deepText(element).includes('Insufficient balance'))
  expect(fake.wallet.sent).toEqual([])
})

test('Max fills the balance less the fee headroom for the native token', async () => {
  const { element, send } = await mountSend()
  ;(queryDeep(element, 'portico-send-view .max') as HTMLElement).click()
  expect(Number(send.state.sendTokenAmount)).toBeLessThan(10)
  expect(Number(send.state.sendTokenAmount)).toBeGreaterThan(9.99)
})

test('the token picker lists the balances and picks one', async () => {
  const { element, config, send } = await mountSend()
  ;(queryDeep(element, 'portico-send-view .token') as HTMLElement).click()
  await waitFor(() => queryAllDeep(element, 'portico-send-select-token-view portico-token-row').length === 2)
  ;(queryAllDeep(element, 'portico-send-select-token-view portico-token-row')[1] as HTMLElement).click()
  expect(send.state.token?.symbol).toBe('USDC')
  expect(config.router.state.view).toBe('Send')
})
