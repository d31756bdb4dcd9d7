import { createSolanaAdapter } from '@portico/adapter-solana'
import { solanaDevnet } from '@portico/core'
import { walletConnect } from '@portico/walletconnect'
import { afterEach, describe, expect, test } from 'vitest'
import { createModal } from '../../createModal.js'
import '../../elements.js'
import { deepText, queryAllDeep, queryDeep, settle, waitFor } from '../../test/dom.js'
import { createWorld } from '../../test/world.js'

afterEach(() => {
  document.body.innerHTML = ''
})

const catalogue = Array.from({ length: 50 }, (_, i) => ({
  id: `w${i}`,
  name: `Wallet ${i}`,
  image_id: `img${i}`,
  rdns: i === 7 ? 'io.metamask' : i === 3 ? 'com.excluded' : `com.wallet${i}`,
  badge: i >= 40 && i < 46 ? 'certified' : 'none',
}))

/** The catalogue's query rules, as apps/api answers them: exclude, badge_type, search, paging. */
function getWallets(url: URL) {
  const page = Number(url.searchParams.get('page'))
  const entries = Number(url.searchParams.get('entries'))
  const search = url.searchParams.get('search')?.toLowerCase()
  const badge = url.searchParams.get('badge_type')
  const exclude = url.searchParams.get('exclude')?.split(',') ?? []
  const list = catalogue.filter(
    (w) =>
      (!search || w.name.toLowerCase().includes(search)) &&
      (!badge || w.badge === badge) &&
      !exclude.includes(w.id),
  )
  return { data: list.slice((page - 1) * entries, page * entries), count: list.length }
}

/** The grid's page requests (not the recommended and featured ones). */
const pageRequests = (requests: URL[]) =>
  requests.filter(
    (url) =>
      url.pathname === '/getWallets' &&
      !url.searchParams.get('badge_type') &&
      !url.searchParams.get('exclude'),
  )

async function mount(routes: Record<string, unknown> = {}) {
  const world = await createWorld({
    excludeWalletRdns: ['com.excluded'],
    routes: {
      '/getWallets': getWallets,
      '/getWalletImage/*': new Blob(['<svg/>'], { type: 'image/svg+xml' }),
      ...routes,
    },
  })
  const { element } = createModal({ config: world.config })
  world.config.open({ view: 'AllWallets' })
  const el = element as HTMLElement
  await waitFor(() => queryAllDeep(el, '.card').length > 0)
  return { ...world, element: el }
}

const names = (element: HTMLElement) => queryAllDeep(element, '.card .name').map((n) => n.textContent)

test('40 a page, installed wallets first, excluded rdns hidden, images prefetched for the first 20', async () => {
  const { element, api } = await mount()
  await waitFor(() => names(element).includes('Wallet 40'))
  const [first] = pageRequests(api.requests)
  expect(first?.searchParams.get('entries')).toBe('40')
  expect(first?.searchParams.get('page')).toBe('1')
  expect(first?.searchParams.get('chains')).toBe('eip155:31337,eip155:31338')
  const shown = names(element)
  expect(shown[0]).toBe('Wallet 7')
  expect(shown).not.toContain('Wallet 3')
  // 39 of the first page, and the 4 recommended ones from beyond it.
  expect(shown).toHaveLength(43)
  await settle()
  const images = api.requests.filter((url) => url.pathname.startsWith('/getWalletImage/'))
  expect(images.length).toBeGreaterThanOrEqual(20)
  expect(
    images
      .map((url) => url.pathname)
      .filter((path) => !/img4[0-5]$/.test(path))
      .slice(0, 20),
  ).toEqual(
    catalogue
      .filter((w) => w.rdns !== 'com.excluded')
      .slice(0, 20)
      .map((w) => `/getWalletImage/${w.image_id}`),
  )
})

test('the recommended (4 certified) and featured (the next 4) come right after the installed ones', async () => {
  const { element, api } = await mount()
  await waitFor(() => names(element).includes('Wallet 40'))
  const highlights = api.requests.filter(
    (url) =>
      url.pathname === '/getWallets' &&
      (url.searchParams.get('badge_type') || url.searchParams.get('exclude')),
  )
  expect(highlights.map((url) => Object.fromEntries(url.searchParams))).toMatchObject([
    { page: '1', entries: '4', badge_type: 'certified' },
    { page: '1', entries: '4', exclude: 'w40,w41,w42,w43' },
  ])
  // Installed first, then recommended, then featured (the catalogue's first four; w3 is excluded by rdns).
  expect(names(element).slice(0, 8)).toEqual([
    'Wallet 7',
    'Wallet 40',
    'Wallet 41',
    'Wallet 42',
    'Wallet 43',
    'Wallet 0',
    'Wallet 1',
    'Wallet 2',
  ])
  // Every wallet once.
  expect(new Set(names(element)).size).toBe(names(element).length)
})

test('a search asks for 100 entries and shows its matches only', async () => {
  const { element, api } = await mount()
  const input = queryDeep(element, 'portico-all-wallets-view portico-input') as HTMLElement
  input.dispatchEvent(
    new CustomEvent('portico-input', { detail: { value: 'Wallet 4' }, bubbles: true, composed: true }),
  )
  await waitFor(() => names(element).length === 11)
  const search = api.requests.find((url) => url.searchParams.get('search'))
  expect(search?.searchParams.get('entries')).toBe('100')
})

test('a search waits at least 300 ms after the last keystroke before asking the catalogue', async () => {
  const asked: { search: string; at: number }[] = []
  const { element } = await mount({
    '/getWallets': (url: URL) => {
      const search = url.searchParams.get('search')
      if (search) asked.push({ search, at: performance.now() })
      return getWallets(url)
    },
  })
  const input = queryDeep(element, 'portico-all-wallets-view portico-input') as HTMLElement
  const type = (value: string) =>
    input.dispatchEvent(
      new CustomEvent('portico-input', { detail: { value }, bubbles: true, composed: true }),
    )
  type('Wallet')
  const last = performance.now()
  type('Wallet 4')
  await waitFor(() => names(element).length === 11)
  // One request, for what was typed last, no sooner than 300 ms after it.
  expect(asked.map((a) => a.search)).toEqual(['Wallet 4'])
  // (A timer may fire a millisecond or two early by the clock.)
  expect((asked[0]?.at ?? 0) - last).toBeGreaterThanOrEqual(298)
})

test('a project the API refuses: the Invalid Project ID alert, once, and no retry', async () => {
  const asked: URL[] = []
  const forbidden: typeof fetch = async (input) => {
    asked.push(new URL(String(input)))
    return new Response(JSON.stringify({ message: 'Unauthorized: invalid key' }), { status: 403 })
  }
  const { config } = await createWorld({ api: { url: 'http://api.test', fetch: forbidden } })
  createModal({ config })
  config.open({ view: 'AllWallets' })
  await waitFor(() => config.alerts.state.alert?.id === 'invalidProjectId')
  await settle()
  // The page and the recommended list, each asked once.
  expect(asked.filter((url) => url.pathname === '/getWallets')).toHaveLength(2)
  config.alerts.dismiss()
  await config.catalogue?.getWallets({ page: 2 }).catch(() => undefined)
  expect(config.alerts.state.alert).toBeUndefined()
})

test('the grid shows once the highlights have answered too, so no row moves under a tap', async () => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const world = await createWorld({
    excludeWalletRdns: ['com.excluded'],
    routes: {
      // The recommended and featured wallets answer after the first page.
      '/getWallets': async (url: URL) => {
        if (url.searchParams.get('badge_type') || url.searchParams.get('exclude')) await held
        return getWallets(url)
      },
      '/getWalletImage/*': new Blob(['<svg/>'], { type: 'image/svg+xml' }),
    },
  })
  const { element } = createModal({ config: world.config })
  world.config.open({ view: 'AllWallets' })
  const el = element as HTMLElement
  await waitFor(() => pageRequests(world.api.requests).length > 0)
  await settle()
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(queryAllDeep(el, '.card')).toHaveLength(0)
  expect(queryDeep(el, 'portico-spinner')).toBeDefined()
  release()
  await waitFor(() => queryAllDeep(el, '.card').length > 0)
  const first = names(el)
  // The installed wallet, then the certified (recommended) ones, lead from the first paint on.
  expect(first.slice(0, 3)).toEqual(['Wallet 7', 'Wallet 40', 'Wallet 41'])
})

describe('on Solana, a wallet without its extension', () => {
  const page = { href: 'https://dapp.example/swap?x=1', origin: 'https://dapp.example' }
  const noWallets = { get: () => [], on: () => () => {} }

  async function mountSolana(plugins: NonNullable<Parameters<typeof createWorld>[0]>['plugins'] = []) {
    // The navigation target stands in for window: the page does not leave in the test.
    const target = { location: { ...page } }
    const solanaCatalogue = [
      { id: 'phantom', name: 'Phantom', image_id: 'img-p', rdns: 'app.phantom' },
      { id: 'coinbase', name: 'Coinbase Wallet', image_id: 'img-c', rdns: 'com.coinbase.wallet' },
      {
        id: 'other',
        name: 'Other Wallet',
        image_id: 'img-o',
        rdns: 'com.other',
        homepage: 'https://other.example',
      },
    ]
    const world = await createWorld({
      networks: [solanaDevnet],
      adapters: [createSolanaAdapter({ wallets: noWallets, target })],
      plugins,
      routes: {
        '/getWallets': (url: URL) =>
          url.searchParams.get('badge_type') || url.searchParams.get('exclude')
            ? { data: [], count: 0 }
            : { data: solanaCatalogue, count: solanaCatalogue.length },
        '/getWalletImage/*': new Blob(['<svg/>'], { type: 'image/svg+xml' }),
      },
    })
    const { element } = createModal({ config: world.config })
    world.config.open({ view: 'AllWallets' })
    const el = element as HTMLElement
    await waitFor(() => queryAllDeep(el, '.card').length === 3)
    const choose = (name: string) =>
      (
        queryAllDeep(el, '.card').find(
          (card) => card.querySelector('.name')?.textContent === name,
        ) as HTMLElement
      ).click()
    return { ...world, element: el, target, choose }
  }

  test("Phantom follows its deep-link browse page (the page's URL and origin, encoded)", async () => {
    const { target, choose } = await mountSolana()
    choose('Phantom')
    await waitFor(() => target.location.href !== page.href)
    expect(target.location.href).toBe(
      'https://phantom.app/ul/browse/https%3A%2F%2Fdapp.example%2Fswap%3Fx%3D1?ref=https%3A%2F%2Fdapp.example',
    )
  })

  test('Coinbase Wallet follows its dapp link', async () => {
    const { target, choose } = await mountSolana()
    choose('Coinbase Wallet')
    await waitFor(() => target.location.href !== page.href)
    expect(target.location.href).toBe(
      'https://go.cb-w.com/dapp?cb_url=https%3A%2F%2Fdapp.example%2Fswap%3Fx%3D1',
    )
  })

  test('another wallet stays on the page: the link to get it, or WalletConnect when the app set it up', async () => {
    const { target, choose, element, config } = await mountSolana()
    choose('Other Wallet')
    await waitFor(() => deepText(element).includes('Other Wallet is not installed'))
    expect(target.location.href).toBe(page.href)
    document.body.innerHTML = ''
    const paired = await mountSolana([walletConnect({ relayUrl: 'ws://127.0.0.1:9' })])
    paired.choose('Other Wallet')
    await waitFor(() => paired.config.router.state.view === 'ConnectingWalletConnect')
    expect(paired.target.location.href).toBe(page.href)
    expect(config.router.state.view).toBe('ConnectingExternal')
  })
})
