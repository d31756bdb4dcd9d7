import { FeatureDisabledError, NetworkNotFoundError, UnknownViewError } from '@portico/core'
import { embeddedWallet } from '@portico/embedded-wallet'
import { afterEach, describe, expect, onTestFinished, test } from 'vitest'
import { createModal } from '../createModal.js'
import '../elements.js'
import { deepActiveElement } from '../controllers/focus.js'
import { deepText, press, queryAllDeep, queryDeep, settle, waitFor } from '../test/dom.js'
import { startService } from '../test/embeddedWorld.js'
import { chainB, createWorld } from '../test/world.js'
import { goBack } from './goBack.js'
import { viewRegistry } from './viewRegistry.js'
import { viewNames } from './views.js'

afterEach(() => {
  document.body.innerHTML = ''
})

async function mount(options: Parameters<typeof createWorld>[0] = {}) {
  const world = await createWorld(options)
  const handle = createModal({ config: world.config })
  const element = handle.element as HTMLElement
  await settle()
  return { ...world, handle, element }
}

const dialogOf = (element: HTMLElement) => element.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]')

describe('portico-modal', () => {
  test('hidden until core opens it; then a labelled modal dialog on Connect', async () => {
    const { config, element } = await mount()
    expect(document.querySelectorAll('portico-modal')).toHaveLength(1)
    expect(dialogOf(element)).toBeNull()
    config.open()
    await settle()
    const dialog = dialogOf(element)
    expect(dialog?.getAttribute('aria-modal')).toBe('true')
    const title = element.shadowRoot?.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent?.trim()).toBe('Connect wallet')
  })

  test('Connect lists the namespace wallets: announced first, generic injected hidden, excluded rdns hidden', async () => {
    const { config, element } = await mount({ excludeWalletRdns: ['io.metamask'] })
    config.open()
    await settle()
    const labels = queryAllDeep(element, 'portico-list-item').map((item) => item.getAttribute('label'))
    expect(labels).toEqual(['Portico Dev Wallet', 'All wallets'])
  })

  test('Esc closes and focus returns to the opener', async () => {
    const { config, element } = await mount()
    const opener = document.createElement('button')
    document.body.append(opener)
    opener.focus()
    config.open()
    await settle()
    expect(deepActiveElement()).toBe(dialogOf(element))
    press(document.body, 'Escape')
    await settle()
    expect(config.modal.state.open).toBe(false)
    expect(document.activeElement).toBe(opener)
  })

  test('a view this package does not render is a typed error: nothing opens, no blank dialog', async () => {
    const { config, element } = await mount()
    expect(() => config.open({ view: 'ConnectingSiwe' })).toThrow(UnknownViewError)
    await settle()
    expect(config.modal.state.open).toBe(false)
    expect(dialogOf(element)).toBeNull()
  })

  test("a view's failed start moves only a user still on it (this test's API has no swap service)", async () => {
    const stays = await mount({ connect: true })
    stays.config.open({ view: 'Account' })
    stays.config.router.push('Swap')
    await waitFor(() => stays.config.toasts.state.toast)
    await waitFor(() => stays.config.router.state.view === 'Account')
    document.body.innerHTML = ''

    // The swap tokens' answer is held until the user has moved on to Receive; then it comes back unusable.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const { config, element } = await mount({
      connect: true,
      routes: { '/v1/convert/tokens': () => held.then(() => ({})) },
    })
    config.open({ view: 'Account' })
    config.router.push('Swap')
    await waitFor(() => queryDeep(element, 'portico-swap-view'))
    config.router.push('Receive')
    await waitFor(() => queryDeep(element, 'portico-receive-view'))
    release()
    await waitFor(() => config.toasts.state.toast)
    await settle()
    expect(config.modal.state.open).toBe(true)
    expect(config.router.state.view).toBe('Receive')
  })

  // Every view's code loads in turn: room for a loaded machine.
  test('every view name the package knows opens a view that renders', { timeout: 20_000 }, async () => {
    // The e-mail login's views need its service (here one without the frame: their steps fail at once).
    const service = await startService('missing')
    onTestFinished(() => service.close())
    const { config, element } = await mount({
      connect: true,
      plugins: [embeddedWallet({ url: service.url })],
      // Sessions is behind a flag that is off by default.
      features: { smartSessions: true },
    })
    // A view may leave at once (Swap goes back when this test's API has no swap service): record every view
    // element that was ever added.
    const rendered = new Set<string>()
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement) {
            rendered.add(node.localName)
            for (const child of node.querySelectorAll('*')) rendered.add(child.localName)
          }
    }).observe(element.shadowRoot as ShadowRoot, { childList: true, subtree: true })
    for (const view of viewNames) {
      config.open({ view })
      await waitFor(() => rendered.has(viewRegistry[view].tag))
      config.close()
    }
  })

  test('a feature that is off: its views are refused and their code never loads', async () => {
    const { config, element } = await mount({ connect: true, features: { swaps: false, send: false } })
    for (const view of ['Swap', 'SwapPreview', 'Send', 'SendSelectToken'])
      expect(() => config.open({ view })).toThrow(FeatureDisabledError)
    await settle()
    expect(dialogOf(element)).toBeNull()
    // Swaps need the blockchain API too: with the flag on but no API, Swap is refused the same way.
    const bare = await mount({ connect: true, api: undefined })
    expect(() => bare.config.open({ view: 'Swap' })).toThrow(FeatureDisabledError)
    bare.config.open({ view: 'Receive' })
    await waitFor(() => queryDeep(bare.element, 'portico-receive-view'))
  })

  test('with e-mail login off, its views are refused too (the wallet set-up, settings, export, kit, approval, e-mail change)', async () => {
    const plugins = [embeddedWallet({ url: 'http://127.0.0.1:9' })]
    const { config, element } = await mount({ connect: true, plugins, features: { email: false } })
    const emailViews = [
      'EmailVerifyOtp',
      'EmailVerifyDevice',
      'EmbeddedWalletSetup',
      'WalletSettings',
      'EmbeddedWalletExport',
      'EmbeddedWalletKit',
      'ApproveTransaction',
      'UpdateEmail',
      'UpdateEmailPrimaryOtp',
      'UpdateEmailSecondaryOtp',
    ]
    for (const view of emailViews) expect(() => config.open({ view }), view).toThrow(FeatureDisabledError)
    await settle()
    expect(dialogOf(element)).toBeNull()
    // Without the e-mail plug-in the feature is not available either.
    const bare = await mount({ connect: true })
    for (const view of emailViews)
      expect(() => bare.config.open({ view }), view).toThrow(FeatureDisabledError)
  })

  test("a switch to a network outside the config's networks: the 'Network Not Found' alert, shown once", async () => {
    const { config, element } = await mount()
    const elsewhere = { ...chainB, id: 9, caipNetworkId: 'eip155:9', name: 'Elsewhere' } as const
    await expect(config.switchNetwork(elsewhere as never)).rejects.toThrow(NetworkNotFoundError)
    config.open()
    const bar = await waitFor(() => queryDeep(element, 'portico-alert-bar'))
    expect(bar.getAttribute('heading')).toBe('Network Not Found')
    expect(bar.getAttribute('text')).toBe('The network must be in the networks array of the configuration.')
    config.alerts.dismiss()
    await expect(config.switchNetwork(elsewhere as never)).rejects.toThrow(NetworkNotFoundError)
    await settle()
    expect(queryDeep(element, 'portico-alert-bar')).toBeFalsy()
  })

  test('the wallet on a network the app did not ask for opens UnsupportedChain; back from there closes', async () => {
    const { config, fake } = await mount({ connect: true })
    fake.wallet.chain = 'eip155:1'
    fake.emit({ type: 'network', caipNetworkId: 'eip155:1' })
    await waitFor(() => config.router.state.view === 'UnsupportedChain' && config.modal.state.open)
    config.router.push('Networks')
    goBack(config)
    expect(config.modal.state.open).toBe(false)
    // Back on a requested network, the view closes by itself.
    fake.emit({ type: 'network', caipNetworkId: chainB.caipNetworkId })
    await settle()
    fake.emit({ type: 'network', caipNetworkId: 'eip155:1' })
    await waitFor(() => config.modal.state.open && config.router.state.view === 'UnsupportedChain')
    fake.emit({ type: 'network', caipNetworkId: chainB.caipNetworkId })
    await waitFor(() => !config.modal.state.open)
  })

  test('allowUnsupportedChain keeps the placeholder but opens no view', async () => {
    const { config, fake } = await mount({ connect: true, allowUnsupportedChain: true })
    fake.emit({ type: 'network', caipNetworkId: 'eip155:1' })
    await settle()
    expect(config.network.state.caipNetwork?.id).toBe('unsupported')
    expect(config.modal.state.open).toBe(false)
  })

  test('a disconnect returns the modal to Connect', async () => {
    const { config } = await mount({ connect: true })
    config.open()
    expect(config.router.state.view).toBe('Account')
    await config.disconnect()
    expect(config.router.state.view).toBe('Connect')
  })

  test('Tab and Shift+Tab stay inside the dialog', async () => {
    const { config, element } = await mount()
    config.open()
    await settle()
    const dialog = dialogOf(element) as HTMLElement
    const buttons = queryAllDeep<HTMLButtonElement>(dialog, 'button')
    const first = buttons[0] as HTMLButtonElement
    const last = buttons[buttons.length - 1] as HTMLButtonElement
    last.focus()
    const forward = press(dialog, 'Tab')
    expect(forward.defaultPrevented).toBe(true)
    expect(deepActiveElement()).toBe(first)
    const backward = press(dialog, 'Tab', { shiftKey: true })
    expect(backward.defaultPrevented).toBe(true)
    expect(deepActiveElement()).toBe(last)
  })

  test('a locale swaps every string', async () => {
    const { config, element } = await mount()
    config.open()
    await settle()
    ;(element as HTMLElement & { locale: object }).locale = {
      connectTitle: 'Wallet verbinden',
      allWallets: 'Alle Wallets',
    }
    await settle()
    expect(deepText(element)).toContain('Wallet verbinden')
    expect(deepText(element)).toContain('Alle Wallets')
  })

  test('theme variables are set on the modal host, never on :root', async () => {
    const { element, handle } = await mount()
    expect(element.style.getPropertyValue('--portico-background')).toBe('#121313')
    expect(element.style.getPropertyValue('--portico-z-index')).toBe('999')
    handle.setThemeMode('light')
    await settle()
    expect(element.style.getPropertyValue('--portico-background')).toBe('#ffffff')
    expect(document.documentElement.style.getPropertyValue('--portico-background')).toBe('')
  })

  test('opens on Account when connected; the view loads lazily and shows the short address', async () => {
    const { config, element } = await mount({ connect: true })
    config.open()
    await waitFor(() => queryDeep(element, 'portico-account-view'))
    await waitFor(() => deepText(element).includes('0xf3…b92266'))
    expect(deepText(element)).toContain('12.345 ETH')
  })

  test('back returns through the history; close goes through core', async () => {
    const { config, element } = await mount()
    config.open()
    config.router.push('AllWallets')
    await waitFor(() => queryDeep(element, 'portico-all-wallets-view'))
    const back = queryDeep(element, 'portico-icon-button[icon="back"]') as HTMLElement
    back.click()
    expect(config.router.state.view).toBe('Connect')
    await settle()
    ;(queryDeep(element, 'portico-icon-button[icon="close"]') as HTMLElement).click()
    expect(config.modal.state.open).toBe(false)
  })
})
