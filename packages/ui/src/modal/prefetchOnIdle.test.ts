import { afterEach, expect, test, vi } from 'vitest'
import { createModal } from '../createModal.js'
import { queryAllDeep, waitFor } from '../test/dom.js'
import { createWorld } from '../test/world.js'
import { prefetchCatalogueOnIdle } from './prefetchOnIdle.js'

afterEach(() => {
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

/** The page's idle moments, in the test's hands: nothing runs "on idle" until `idle()`. */
function controlIdle() {
  const waiting: { callback: () => void; timeout: number | undefined }[] = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) => {
    waiting.push({ callback, timeout: options?.timeout })
    return waiting.length
  })
  return {
    waiting,
    idle: () => {
      for (const { callback } of waiting.splice(0)) callback()
    },
  }
}

const catalogue = Array.from({ length: 30 }, (_, i) => ({
  id: `w${i}`,
  name: `Wallet ${i}`,
  image_id: `img${i}`,
}))
const routes = {
  '/getWallets': (url: URL) => ({
    data: catalogue.slice(0, Number(url.searchParams.get('entries'))),
    count: catalogue.length,
  }),
  '/getWalletImage/*': new Blob(['<svg/>'], { type: 'image/svg+xml' }),
}
const asked = (requests: URL[], path: string) => requests.filter((url) => url.pathname.startsWith(path))

test('no catalogue request at page load; once idle, the first page, highlights and 20 images, once', async () => {
  const { idle, waiting } = controlIdle()
  const { config, api } = await createWorld({ routes })
  createModal({ config })
  createModal({ config })
  await config.ready
  expect(asked(api.requests, '/getWallets')).toEqual([])
  // One idle callback per config, with a timeout so it runs even on a page that never idles.
  expect(waiting).toHaveLength(1)
  expect(waiting[0]?.timeout).toBeGreaterThan(0)
  idle()
  expect(await prefetchCatalogueOnIdle(config)).toBe(true)
  expect(asked(api.requests, '/getWalletImage/')).toHaveLength(20)
  const pages = asked(api.requests, '/getWallets')
  expect(pages.map((url) => url.searchParams.get('entries'))).toEqual(['40', '4', '4'])
  // All wallets then asks nothing again for its first page and highlights.
  config.open({ view: 'AllWallets' })
  const element = document.querySelector('portico-modal') as HTMLElement
  await waitFor(() => queryAllDeep(element, '.card').length > 0)
  expect(asked(api.requests, '/getWallets')).toHaveLength(3)
})

test('a connected page (a restored connection) prefetches nothing, even once idle', async () => {
  const { idle } = controlIdle()
  const { config, api } = await createWorld({ routes, connect: true })
  createModal({ config })
  // The modal's schedule, as createModal made it (the same promise for the config).
  const decided = prefetchCatalogueOnIdle(config)
  idle()
  expect(await decided).toBe(false)
  expect(config.isConnected()).toBe(true)
  expect(asked(api.requests, '/getWallets')).toEqual([])
})
