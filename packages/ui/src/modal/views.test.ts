import { createConfig, memoryStorage } from '@portico/core'
import { embeddedWallet } from '@portico/embedded-wallet'
import { walletConnect } from '@portico/walletconnect'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createFakeAdapter } from '../test/fakeAdapter.js'
import { chainA, createWorld } from '../test/world.js'
import { initialView } from './views.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

const phone = () =>
  vi.stubGlobal('navigator', {
    ...navigator,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
  })

test('the first view: Connect when disconnected, Account when connected', async () => {
  const { config } = await createWorld()
  expect(initialView(config)).toBe('Connect')
  await config.connect({ namespace: 'eip155', connectorId: 'dev.portico.wallet' })
  expect(initialView(config)).toBe('Account')
})

test('on a phone with no chain adapter the modal opens on All wallets (the catalogue is all there is)', () => {
  phone()
  const config = createConfig({
    projectId: 'test',
    networks: [chainA],
    adapters: [],
    storage: memoryStorage(),
    api: { url: 'http://127.0.0.1:1' },
  })
  expect(initialView(config)).toBe('AllWallets')
  // Without the catalogue there is no wallet list to show: Connect, with its empty state.
  const bare = createConfig({ projectId: 'test', networks: [chainA], adapters: [], storage: memoryStorage() })
  expect(initialView(bare)).toBe('Connect')
})

test('on a desktop with no chain adapter the modal opens on Connect', () => {
  const config = createConfig({
    projectId: 'test',
    networks: [chainA],
    adapters: [],
    storage: memoryStorage(),
    api: { url: 'http://127.0.0.1:1' },
  })
  expect(initialView(config)).toBe('Connect')
})

describe('with WalletConnect set up and no adapter offering a wallet of its own', () => {
  const plugins = [walletConnect({ relayUrl: 'ws://127.0.0.1:9' })]
  const bare = (options: Partial<Parameters<typeof createConfig>[0]> = {}) =>
    createConfig({
      projectId: 'test',
      networks: [chainA],
      adapters: [createFakeAdapter([]).adapter],
      storage: memoryStorage(),
      api: { url: 'http://127.0.0.1:1' },
      plugins,
      ...options,
    })

  test('a desktop opens on ConnectingWalletConnectBasic (the QR code and the catalogue)', () => {
    expect(initialView(bare())).toBe('ConnectingWalletConnectBasic')
    expect(initialView(bare({ api: undefined }))).toBe('ConnectingWalletConnectBasic')
    expect(initialView(bare({ adapters: [] }))).toBe('ConnectingWalletConnectBasic')
  })

  test('a phone opens on All wallets, whose wallets open by their deep links', () => {
    phone()
    expect(initialView(bare())).toBe('AllWallets')
    expect(initialView(bare(), { mobile: false })).toBe('ConnectingWalletConnectBasic')
  })

  test('while the legal checkbox waits to be ticked, Connect (where it is) comes first; once ticked, as before', () => {
    const storage = memoryStorage()
    const legal = () => bare({ features: { legalCheckbox: true }, storage })
    expect(initialView(legal(), { mobile: true })).toBe('Connect')
    expect(initialView(legal(), { mobile: false })).toBe('Connect')
    legal().storage.setItem('legalAccepted', true)
    expect(initialView(legal(), { mobile: true })).toBe('AllWallets')
    expect(initialView(legal(), { mobile: false })).toBe('ConnectingWalletConnectBasic')
  })

  test('with e-mail login set up, Connect comes first on a desktop and a phone: its e-mail field is for people without a wallet', () => {
    const withEmail = () => bare({ plugins: [embeddedWallet({ url: 'http://127.0.0.1:9' })] })
    expect(initialView(withEmail(), { mobile: false })).toBe('Connect')
    expect(initialView(withEmail(), { mobile: true })).toBe('Connect')
  })

  test("WalletConnect's basic mode opens a desktop on ConnectingWalletConnectBasic even beside an announced wallet", async () => {
    const { config } = await createWorld({
      plugins: [walletConnect({ relayUrl: 'ws://127.0.0.1:9', basic: true })],
    })
    expect(initialView(config, { mobile: false })).toBe('ConnectingWalletConnectBasic')
  })

  test('a wallet an adapter offers (an announced one) keeps Connect first; so does no WalletConnect', async () => {
    const { config } = await createWorld({ plugins })
    expect(initialView(config)).toBe('Connect')
    expect(initialView(bare({ plugins: [] }))).toBe('Connect')
  })
})
