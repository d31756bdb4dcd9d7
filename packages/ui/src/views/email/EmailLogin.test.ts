import { afterEach, describe, expect, test, vi } from 'vitest'
import '../../elements.js'
import { deepText, queryAllDeep, queryDeep, settle, waitFor } from '../../test/dom.js'
import { mountEmbedded, startService } from '../../test/embeddedWorld.js'

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

const login = (element: HTMLElement) => queryDeep(element, 'portico-email-login') as HTMLElement
const field = (element: HTMLElement) => queryDeep(login(element), 'input') as HTMLInputElement

async function type(element: HTMLElement, text: string) {
  const input = await waitFor(() => field(element))
  input.value = text
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
}

function submit(element: HTMLElement) {
  field(element).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }))
}

const error = (element: HTMLElement) => queryDeep(login(element), '[role="alert"]')?.textContent?.trim()

/** What the Connect view shows, in order: the e-mail field, separators and wallet rows. */
const outline = (element: HTMLElement) =>
  queryAllDeep(
    element,
    'portico-connect-view portico-email-login, portico-connect-view .or, portico-connect-view portico-list-item',
  ).map((item) =>
    item.localName === 'portico-email-login'
      ? 'email'
      : item.classList.contains('or')
        ? '— or —'
        : item.getAttribute('label'),
  )

describe('the e-mail field on Connect', () => {
  test('comes first when the e-mail login is set up, then the wallets; the connect-method order moves it', async () => {
    const { element } = await mountEmbedded({ api: undefined })
    // The field's code loads with the first Connect that shows it.
    await waitFor(() => field(element))
    expect(outline(element)).toEqual(['email', '— or —', 'Portico Dev Wallet', 'MetaMask'])
    expect(field(element).getAttribute('autocomplete')).toBe('email')
    expect(field(element).getAttribute('inputmode')).toBe('email')
    expect(queryDeep(login(element), 'label')?.textContent).toBe('E-mail address')
    document.body.innerHTML = ''
    const last = await mountEmbedded({
      api: undefined,
      features: { connectMethodsOrder: ['wallet', 'email'] },
    })
    expect(outline(last.element)).toEqual(['Portico Dev Wallet', 'MetaMask', '— or —', 'email'])
  })

  test('is absent when the feature flag is off', async () => {
    const { element } = await mountEmbedded({ api: undefined, features: { email: false } })
    expect(outline(element)).toEqual(['Portico Dev Wallet', 'MetaMask'])
  })

  test('takes focus when the modal opens (desktop)', async () => {
    // happy-dom does not follow focus into shadow roots that delegate it: the call is what is checked.
    const focus = vi.spyOn(HTMLElement.prototype, 'focus')
    const { element } = await mountEmbedded({ api: undefined })
    await waitFor(() => focus.mock.contexts.includes(queryDeep(login(element), 'portico-input')))
  })

  test('an address that is not one: an inline error, nothing sent, and the text stays', async () => {
    const service = await startService()
    try {
      const { element, wallet } = await mountEmbedded({ url: service.url })
      await type(element, 'ada@example')
      submit(element)
      await settle()
      expect(error(element)).toBe('Enter a valid e-mail address')
      expect(field(element).value).toBe('ada@example')
      expect(field(element).getAttribute('aria-invalid')).toBe('true')
      expect(service.checks()).toBe(0)
      expect(wallet.state.status).toBe('idle')
      // Typing again clears the error.
      await type(element, 'ada@example.com')
      await settle()
      expect(error(element)).toBeUndefined()
    } finally {
      await service.close()
    }
  })

  test('within 30 s of the last code: "Please try again after N seconds", and the text stays', async () => {
    const now = Date.now()
    const { element } = await mountEmbedded({ lastLogin: now - 18_000, now: () => now })
    await type(element, 'ada@example.com')
    submit(element)
    await waitFor(() => error(element))
    expect(error(element)).toBe('Please try again after 12 seconds')
    expect(field(element).value).toBe('ada@example.com')
  })

  test("a project the service refuses: 'Invalid App Configuration' under the field, the address kept", async () => {
    const service = await startService()
    try {
      const { element, config } = await mountEmbedded({ url: service.url })
      await type(element, 'ada@example.com')
      ;(queryDeep(login(element), 'portico-icon-button') as HTMLElement).click()
      await waitFor(() => error(element))
      expect(error(element)).toBe('Invalid App Configuration')
      expect(service.checks()).toBe(1)
      expect(field(element).value).toBe('ada@example.com')
      expect(config.router.state.view).toBe('Connect')
    } finally {
      await service.close()
    }
  })

  test("a service that is not there: 'Unable to load email login dependency'", async () => {
    const service = await startService('missing')
    try {
      const { element } = await mountEmbedded({ url: service.url })
      await type(element, 'ada@example.com')
      submit(element)
      await waitFor(() => error(element))
      expect(error(element)).toBe('Unable to load email login dependency')
    } finally {
      await service.close()
    }
  })

  test('back on Connect from a code step, the address sent is in the field', async () => {
    const { element, config, wallet } = await mountEmbedded({ api: undefined })
    wallet.state.email = 'ada@example.com'
    config.router.push('EmailVerifyOtp')
    await waitFor(() => deepText(element).includes('Enter the code we sent to ada@example.com'))
    config.router.back()
    await waitFor(() => field(element))
    expect(field(element).value).toBe('ada@example.com')
  })
})
