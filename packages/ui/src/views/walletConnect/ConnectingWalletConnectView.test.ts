import { createEvmAdapter } from '@portico/adapter-evm'
import { type Config, createConfig, memoryStorage } from '@portico/core'
import { getWalletConnect, walletConnect } from '@portico/walletconnect'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { createModal } from '../../createModal.js'
import '../../elements.js'
import { deepText, queryDeep, waitFor } from '../../test/dom.js'
import { pairingAvailable, type RelayProcess, startRelayProcess } from '../../test/relay.js'
import { createTestWallet } from '../../test/walletConnectWallet.js'
import { chainA, chainB, fakeFetch } from '../../test/world.js'

// The WalletConnect views against a real relay (`@portico/relay`) and the reference sign-client as the wallet:
// the wallet pairs with the URI the page shows, as a phone scanning the QR code would.

describe.skipIf(!pairingAvailable())('pairing through a relay', () => {
  const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  let relay: RelayProcess
  let wallet: Awaited<ReturnType<typeof createTestWallet>>
  const configs: Config[] = []

  beforeAll(async () => {
    relay = await startRelayProcess()
    wallet = await createTestWallet({ relayUrl: relay.url, address: ADDRESS })
  }, 30_000)

  afterAll(async () => {
    await wallet?.stop()
    await relay?.stop()
  })

  afterEach(() => {
    for (const config of configs.splice(0)) config.destroy()
    document.body.innerHTML = ''
    vi.unstubAllGlobals()
    ;(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
      'http://localhost:3000/',
    )
  })

  /** A dapp on the EVM adapter (no wallet of its own in this page) with WalletConnect through the test relay. */
  function mount() {
    const api = fakeFetch({ '/getWallets': { data: [], count: 0 } })
    const config = createConfig({
      projectId: 'test',
      networks: [chainA, chainB],
      adapters: [createEvmAdapter({ target: window })],
      storage: memoryStorage(),
      reconnectOnInit: false,
      api: { url: 'http://api.test', fetch: api.fetch },
      plugins: [walletConnect({ relayUrl: relay.url })],
    })
    configs.push(config)
    const element = createModal({ config }).element as HTMLElement
    return { config, element }
  }

  /** The URI the page offers (the copy button's `data-uri`), once there is one. */
  const uriOf = (element: HTMLElement) =>
    waitFor(() => queryDeep(element, 'portico-button.copy-link')?.getAttribute('data-uri') || undefined)
  const statusOf = (element: HTMLElement) =>
    queryDeep(element, 'portico-walletconnect-pairing [data-status]')?.getAttribute('data-status')

  test('a desktop without wallets of its own opens on the QR code; the wallet pairs with its URI and approves: the account is connected', async () => {
    const { config, element } = mount()
    config.open()
    expect(config.router.state.view).toBe('ConnectingWalletConnectBasic')
    const uri = await uriOf(element)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(statusOf(element)).toBe('waiting')
    expect(queryDeep(element, 'portico-qr-code')).toHaveProperty('value', uri)
    expect(deepText(element)).toContain('Scan this QR code with your phone')

    await wallet.answer(uri, 'approve')
    await waitFor(() => config.isConnected())
    expect(config.getAccount()?.address).toBe(ADDRESS)
    await waitFor(() => !config.modal.state.open)
    config.open()
    expect(config.router.state.view).toBe('Account')

    // A disconnect ends the session; the next open pairs afresh.
    await config.disconnect()
    config.open()
    expect(config.router.state.view).toBe('ConnectingWalletConnectBasic')
    const fresh = await uriOf(element)
    expect(fresh).not.toBe(uri)
  }, 30_000)

  test("opening on the QR code starts the connector's code and relay connection before the view's own code has rendered", async () => {
    const { config, element } = mount()
    const connector = getWalletConnect(config)!
    const preload = connector.preload.bind(connector)
    const viewOnScreen: boolean[] = []
    vi.spyOn(connector, 'preload').mockImplementation(() => {
      viewOnScreen.push(queryDeep(element, 'portico-connecting-walletconnect-basic-view') !== undefined)
      preload()
    })
    config.open()
    expect(await uriOf(element)).toMatch(/^wc:/)
    // Once, while the view was still loading (the modal renders several times meanwhile).
    expect(viewOnScreen).toEqual([false])
  })

  test('the wallet declines: the declined state with Try again; a retry pairs afresh and connects', async () => {
    const { config, element } = mount()
    config.open({ view: 'ConnectingWalletConnect' })
    const uri = await uriOf(element)
    await wallet.answer(uri, 'reject')
    await waitFor(() => statusOf(element) === 'declined')
    expect(deepText(element)).toContain('Connection declined')
    expect(deepText(element)).toContain('The request was declined in the wallet.')
    ;(queryDeep(element, 'portico-button.retry') as HTMLElement).click()
    const fresh = await uriOf(element)
    expect(fresh).not.toBe(uri)
    await wallet.answer(fresh, 'approve')
    await waitFor(() => config.isConnected())
    await waitFor(() => !config.modal.state.open)
  }, 30_000)

  test('a catalogue wallet: its image in the code, Copy link and Open <wallet> with the URI on a desktop', async () => {
    const { config, element } = mount()
    config.open({ view: 'ConnectingWalletConnect' })
    config.router.replace('ConnectingWalletConnect', {
      wallet: {
        id: 'phone',
        name: 'Phone Wallet',
        desktopLink: 'phonewallet-desktop://',
        mobileLink: 'phonewallet://',
      },
    })
    const uri = await uriOf(element)
    await waitFor(() => queryDeep(element, 'portico-qr-code .logo portico-wallet-image'))
    expect(deepText(element)).toContain('Scan this QR code with Phone Wallet')
    ;(queryDeep(element, 'portico-button.open-wallet') as HTMLElement).click()
    expect(window.location.href).toBe(`phonewallet-desktop://wc?uri=${encodeURIComponent(uri)}`)
    ;(queryDeep(element, 'portico-button.copy-link') as HTMLElement).click()
    await waitFor(() => config.toasts.state.toast?.code === 'walletConnectLinkCopied')
    expect(await navigator.clipboard.readText()).toBe(uri)
    config.close()
  }, 30_000)

  test('on a phone a catalogue wallet opens by its mobile link with the URI, and connects', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    })
    const { config, element } = mount()
    config.open({ view: 'ConnectingWalletConnect' })
    config.router.replace('ConnectingWalletConnect', {
      wallet: { id: 'phone', name: 'Phone Wallet', mobileLink: 'phonewallet://' },
    })
    await waitFor(() => window.location.href.startsWith('phonewallet://wc?uri='))
    const uri = decodeURIComponent(window.location.href.slice('phonewallet://wc?uri='.length))
    expect(uri).toBe(await uriOf(element))
    expect(queryDeep(element, 'portico-qr-code')).toBeUndefined()
    expect(deepText(element)).toContain('Continue in Phone Wallet')
    await wallet.answer(uri, 'approve')
    await waitFor(() => config.isConnected())
    expect(config.recentWallets.state.wallets[0]).toMatchObject({ id: 'phone', name: 'Phone Wallet' })
  }, 30_000)
})
