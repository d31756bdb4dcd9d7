import { afterEach, describe, expect, test } from 'vitest'
import { createModal } from '../createModal.js'
import '../elements.js'
import { deepActiveElement } from '../controllers/focus.js'
import { deepText, press, queryAllDeep, queryDeep, settle, waitFor } from '../test/dom.js'
import { createWorld } from '../test/world.js'

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

  test('Esc does not close when core refuses (sign-in required); the dialog shakes', async () => {
    const { config, element } = await mount({ siwx: { required: true } })
    config.open({ view: 'ConnectingSiwe' })
    await settle()
    press(document.body, 'Escape')
    await settle()
    expect(config.modal.state.open).toBe(true)
    expect(dialogOf(element)?.classList.contains('shake')).toBe(true)
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
