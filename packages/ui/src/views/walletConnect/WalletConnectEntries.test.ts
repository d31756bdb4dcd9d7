import { walletConnect } from '@portico/walletconnect'
import { afterEach, expect, test } from 'vitest'
import { createModal } from '../../createModal.js'
import '../../elements.js'
import { queryAllDeep, queryDeep, settle, waitFor } from '../../test/dom.js'
import { createWorld } from '../../test/world.js'

// How the views reach WalletConnect. The pairing itself runs against a real relay in ConnectingWalletConnectView.test.ts.

afterEach(() => {
  document.body.innerHTML = ''
})

/** Nothing listens here: the views are only opened, no pairing is expected to succeed. */
const relayUrl = 'ws://127.0.0.1:9'

const catalogue = [
  {
    id: 'phone',
    name: 'Phone Wallet',
    image_id: 'img-phone',
    mobile_link: 'phonewallet://',
    webapp_link: 'https://phone.example',
  },
  { id: 'mm', name: 'MetaMask', image_id: 'img-mm', rdns: 'io.metamask' },
]
const routes = {
  '/getWallets': (url: URL) => {
    // No certified wallets; `include` and `exclude` as the API answers them.
    const include = url.searchParams.get('include')?.split(',')
    const exclude = url.searchParams.get('exclude')?.split(',') ?? []
    const data = url.searchParams.get('badge_type')
      ? []
      : catalogue.filter(
          (wallet) => (!include || include.includes(wallet.id)) && !exclude.includes(wallet.id),
        )
    return { data, count: data.length }
  },
  '/getWalletImage/*': new Blob(['<svg/>'], { type: 'image/svg+xml' }),
}

const labels = (element: HTMLElement) =>
  queryAllDeep(element, 'portico-connect-view portico-list-item').map((item) => item.getAttribute('label'))

async function mount(options: Parameters<typeof createWorld>[0] = {}) {
  const world = await createWorld({ routes, ...options })
  const element = createModal({ config: world.config }).element as HTMLElement
  return { ...world, element }
}

test('Connect lists WalletConnect only when the app set it up; it opens ConnectingWalletConnect for any wallet', async () => {
  const without = await mount()
  without.config.open()
  await settle()
  expect(labels(without.element)).not.toContain('WalletConnect')
  document.body.innerHTML = ''

  const { config, element } = await mount({ plugins: [walletConnect({ relayUrl })] })
  config.open()
  await settle()
  expect(labels(element)).toEqual(['Portico Dev Wallet', 'MetaMask', 'WalletConnect', 'All wallets'])
  ;(queryDeep(element, 'portico-list-item[label="WalletConnect"]') as HTMLElement).click()
  await waitFor(() =>
    queryDeep(element, 'portico-connecting-walletconnect-view portico-walletconnect-pairing'),
  )
  expect(config.router.state.view).toBe('ConnectingWalletConnect')
  expect(config.router.state.data).toBeUndefined()
  await waitFor(() => queryDeep(element, 'h2')?.textContent === 'WalletConnect')
  config.close()
})

test('a wallet last connected over WalletConnect is listed as recent, with its catalogue image, and pairs again', async () => {
  const { config, element, api } = await mount({ plugins: [walletConnect({ relayUrl })] })
  config.recentWallets.add({ id: 'phone', name: 'Phone Wallet' })
  config.open()
  await waitFor(() => labels(element).includes('Phone Wallet'))
  expect(labels(element)).toEqual([
    'Portico Dev Wallet',
    'MetaMask',
    'Phone Wallet',
    'WalletConnect',
    'All wallets',
  ])
  const item = queryDeep(element, 'portico-list-item[label="Phone Wallet"]') as HTMLElement
  expect(item.getAttribute('tag')).toBe('Recent')
  expect(api.requests.some((url) => url.searchParams.get('include') === 'phone')).toBe(true)
  await waitFor(() => queryDeep(item, 'portico-wallet-image img')?.getAttribute('src')?.startsWith('blob:'))
  item.click()
  await waitFor(() => config.router.state.view === 'ConnectingWalletConnect')
  expect(config.router.state.data).toMatchObject({
    wallet: { id: 'phone', name: 'Phone Wallet', imageId: 'img-phone' },
  })
  await waitFor(() => queryDeep(element, 'h2')?.textContent === 'Phone Wallet')
  config.close()
})

test('in All wallets a wallet that is not installed pairs over WalletConnect (with its links); an installed one uses its connector', async () => {
  const { config, element } = await mount({ plugins: [walletConnect({ relayUrl })] })
  config.open({ view: 'AllWallets' })
  await waitFor(() => queryAllDeep(element, '.card').length === 2)
  const card = (name: string) =>
    queryAllDeep(element, '.card').find((c) => c.querySelector('.name')?.textContent === name) as HTMLElement
  card('Phone Wallet').click()
  await waitFor(() => config.router.state.view === 'ConnectingWalletConnect')
  expect(config.router.state.data).toEqual({
    wallet: {
      id: 'phone',
      name: 'Phone Wallet',
      imageId: 'img-phone',
      mobileLink: 'phonewallet://',
      desktopLink: undefined,
      webappLink: 'https://phone.example',
    },
  })
  config.router.reset('AllWallets')
  await waitFor(() => queryAllDeep(element, '.card').length === 2)
  card('MetaMask').click()
  await waitFor(() => config.router.state.view === 'ConnectingExternal')
  expect(config.router.state.data).toMatchObject({ connectorId: 'io.metamask' })
  config.close()
})

test('without WalletConnect set up, its view says so instead of pairing', async () => {
  const { config, element } = await mount()
  config.open({ view: 'ConnectingWalletConnect' })
  await waitFor(() => queryDeep(element, '[data-status="unavailable"]'))
  expect(queryDeep(element, '[data-status="unavailable"] h3')?.textContent).toBe(
    'WalletConnect is not set up in this app',
  )
})
