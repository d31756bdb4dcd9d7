import { afterEach, expect, test } from 'vitest'
import { createModal } from '../../createModal.js'
import '../../elements.js'
import { queryAllDeep, queryDeep, settle, waitFor } from '../../test/dom.js'
import { createWorld } from '../../test/world.js'

afterEach(() => {
  document.body.innerHTML = ''
})

const catalogue = Array.from({ length: 50 }, (_, i) => ({
  id: `w${i}`,
  name: `Wallet ${i}`,
  image_id: `img${i}`,
  rdns: i === 7 ? 'io.metamask' : i === 3 ? 'com.excluded' : `com.wallet${i}`,
}))

function getWallets(url: URL) {
  const page = Number(url.searchParams.get('page'))
  const entries = Number(url.searchParams.get('entries'))
  const search = url.searchParams.get('search')?.toLowerCase()
  const list = catalogue.filter((w) => !search || w.name.toLowerCase().includes(search))
  return { data: list.slice((page - 1) * entries, page * entries), count: list.length }
}

async function mount() {
  const world = await createWorld({
    excludeWalletRdns: ['com.excluded'],
    routes: {
      '/getWallets': getWallets,
      '/getWalletImage/*': new Blob(['<svg/>'], { type: 'image/svg+xml' }),
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
  const first = api.requests.find((url) => url.pathname === '/getWallets')
  expect(first?.searchParams.get('entries')).toBe('40')
  expect(first?.searchParams.get('page')).toBe('1')
  expect(first?.searchParams.get('chains')).toBe('eip155:31337,eip155:31338')
  const shown = names(element)
  expect(shown[0]).toBe('Wallet 7')
  expect(shown).not.toContain('Wallet 3')
  expect(shown).toHaveLength(39)
  await settle()
  const images = api.requests.filter((url) => url.pathname.startsWith('/getWalletImage/'))
  expect(images.length).toBeGreaterThanOrEqual(20)
  expect(images.slice(0, 20).map((url) => url.pathname)).toEqual(
    catalogue
      .filter((w) => w.rdns !== 'com.excluded')
      .slice(0, 20)
      .map((w) => `/getWalletImage/${w.image_id}`),
  )
})

test('the next page loads when the end is reached', async () => {
  const { element } = await mount()
  const view = queryDeep(element, 'portico-all-wallets-view') as HTMLElement & {
    load(page: number): Promise<void>
  }
  await view.load(2)
  await settle()
  expect(names(element)).toHaveLength(49)
})

test('search waits at least 300 ms after the last keystroke', async () => {
  const { element, api } = await mount()
  const input = queryDeep(element, 'portico-all-wallets-view portico-input') as HTMLElement
  const type = (value: string) =>
    input.dispatchEvent(
      new CustomEvent('portico-input', { detail: { value }, bubbles: true, composed: true }),
    )
  const before = api.requests.filter((url) => url.pathname === '/getWallets').length
  type('Wallet 1')
  await new Promise((resolve) => setTimeout(resolve, 150))
  type('Wallet 12')
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(api.requests.filter((url) => url.pathname === '/getWallets')).toHaveLength(before)
  await waitFor(() => names(element).length === 1)
  const searches = api.requests.filter((url) => url.searchParams.get('search'))
  expect(searches.map((url) => url.searchParams.get('search'))).toEqual(['Wallet 12'])
})

test('choosing an installed wallet connects through its connector', async () => {
  const { element, config } = await mount()
  ;(queryAllDeep(element, '.card')[0] as HTMLElement).click()
  expect(config.router.state.data).toMatchObject({ connectorId: 'io.metamask', namespace: 'eip155' })
  await waitFor(() => config.isConnected())
})
