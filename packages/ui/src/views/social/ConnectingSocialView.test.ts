import { EmbeddedLoginCancelledError } from '@portico/core'
import type { EmbeddedWallet } from '@portico/embedded-wallet'
import { afterEach, describe, expect, test, vi } from 'vitest'
import '../../elements.js'
import { deepText, queryAllDeep, queryDeep, settle, waitFor } from '../../test/dom.js'
import { mountEmbedded, startService } from '../../test/embeddedWorld.js'

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

type Outcome = Awaited<ReturnType<EmbeddedWallet['connectSocial']>>

/** Connect against a service that lists Google and GitHub (and refuses this page's project: no frame loads). */
async function mountConnect() {
  const service = await startService('refuse', { socials: ['google', 'github'] })
  const world = await mountEmbedded({ url: service.url, api: undefined })
  await waitFor(() => queryDeep(world.element, 'portico-social-login button'))
  return { ...world, service }
}

const googleButton = (element: HTMLElement) =>
  queryDeep(element, 'portico-social-login button[data-provider="google"]') as HTMLElement
const view = (element: HTMLElement) => queryDeep(element, 'portico-connecting-social-view') as HTMLElement
const alertText = (element: HTMLElement) =>
  queryAllDeep(element, '[role="alert"]')
    .map((node) => node.textContent?.trim())
    .filter(Boolean)
/** The failure the view words under Try again. */
const viewError = (element: HTMLElement) => queryDeep(view(element), '[role="alert"]')?.textContent?.trim()
const tryAgain = (element: HTMLElement) =>
  queryDeep(view(element), 'portico-button') as HTMLElement & { textContent: string }

/** `connectSocial` answered by the test: each call's outcome settles when the test says. */
function scriptLogins(wallet: EmbeddedWallet) {
  const settle: { resolve(outcome: Outcome): void; reject(error: unknown): void }[] = []
  const spy = vi.spyOn(wallet, 'connectSocial').mockImplementation(
    () =>
      new Promise<Outcome>((resolve, reject) => {
        settle.push({ resolve, reject })
      }),
  )
  return { spy, last: () => settle[settle.length - 1] }
}

/** The provider's window as the connector sees it (the page cannot open a real one here). */
function fakePopup() {
  const popup = { closed: false, location: { href: '' }, close: vi.fn(() => (popup.closed = true)) }
  return popup
}

describe('a social login from Connect', () => {
  test("starts in the click itself, then shows the provider's mark, 'Log in with Google', the hint and a spinner", async () => {
    const { element, config, wallet, service } = await mountConnect()
    const { spy } = scriptLogins(wallet)
    googleButton(element).click()
    // Called before anything was awaited: the provider's window opens in the click.
    expect(spy).toHaveBeenCalledWith('google')
    expect(config.router.state.view).toBe('ConnectingSocial')
    await waitFor(() => view(element))
    await settle()
    expect(queryDeep(element, 'h2')?.textContent).toBe('Google')
    expect(deepText(view(element))).toContain('Log in with Google')
    expect(deepText(view(element))).toContain('Continue in the window that opened.')
    expect(queryDeep(view(element), 'portico-spinner')).toBeDefined()
    expect(queryDeep(view(element), '.mark svg')).toBeDefined()
    expect(tryAgain(element).textContent.trim()).toBe('Try again')
    await service.close()
  })

  test('a closed window or a refusal at the provider: back to Connect, with no error shown', async () => {
    const { element, config, wallet, service } = await mountConnect()
    const { last } = scriptLogins(wallet)
    googleButton(element).click()
    await waitFor(() => view(element))
    last()?.reject(new EmbeddedLoginCancelledError())
    await waitFor(() => config.router.state.view === 'Connect')
    await waitFor(() => googleButton(element))
    expect(config.router.state.history).toEqual(['Connect'])
    expect(config.modal.state.open).toBe(true)
    expect(alertText(element)).toEqual([])
    await service.close()
  })

  test('connected: the modal closes, as after any connection', async () => {
    const { element, config, wallet, service } = await mountConnect()
    const { last } = scriptLogins(wallet)
    googleButton(element).click()
    await waitFor(() => view(element))
    last()?.resolve({ wallet: 'ready', userName: 'Ada' })
    await waitFor(() => !config.modal.state.open)
    await service.close()
  })

  test('a new user or a new device: the wallet setup takes its place, as after an e-mailed code', async () => {
    const { element, config, wallet, service } = await mountConnect()
    const { last } = scriptLogins(wallet)
    googleButton(element).click()
    await waitFor(() => view(element))
    last()?.resolve({ wallet: 'recover', userName: 'Ada' })
    await waitFor(() => config.router.state.view === 'EmbeddedWalletSetup')
    expect(config.router.state.history).toEqual(['Connect', 'EmbeddedWalletSetup'])
    expect(config.router.state.data).toEqual({ wallet: 'recover' })
    await service.close()
  })

  test("a provider that refused: '{provider} could not log you in', and Try again starts a new login in its click", async () => {
    const { element, config, wallet, service } = await mountConnect()
    const { spy, last } = scriptLogins(wallet)
    googleButton(element).click()
    await waitFor(() => view(element))
    last()?.reject(
      Object.assign(new Error('refused'), { name: 'EmbeddedWalletRequestError', reason: 'SOCIAL_FAILED' }),
    )
    await waitFor(() => alertText(element).length > 0)
    expect(alertText(element)).toEqual(['Google could not log you in. Please try again.'])
    expect(queryDeep(view(element), 'portico-spinner')).toBeUndefined()
    tryAgain(element).click()
    expect(spy).toHaveBeenCalledTimes(2)
    await settle()
    // The new login takes the old one's place: the error goes, the spinner shows, the history stays.
    expect(alertText(element)).toEqual([])
    expect(queryDeep(view(element), 'portico-spinner')).toBeDefined()
    expect(config.router.state.history).toEqual(['Connect', 'ConnectingSocial'])
    await service.close()
  })

  test('Back leaves the login (wallet.cancel), also while its code still loads', async () => {
    const { element, config, wallet, service } = await mountConnect()
    scriptLogins(wallet)
    const cancel = vi.spyOn(wallet, 'cancel')
    googleButton(element).click()
    await waitFor(() => view(element))
    expect(wallet.state.status).toBe('idle')
    ;(queryDeep(element, 'header portico-icon-button[icon="back"]') as HTMLElement).click()
    await waitFor(() => config.router.state.view === 'Connect')
    expect(cancel).toHaveBeenCalledTimes(1)
    await service.close()
  })
})

describe('a social login on the real connector', () => {
  test('a window the browser blocked: the login goes on in the page itself, and its failure shows in the view', async () => {
    const { element, config, service } = await mountConnect()
    const open = vi.spyOn(globalThis, 'open').mockReturnValue(null)
    googleButton(element).click()
    await waitFor(() => viewError(element))
    // This service refuses the project before any provider's page could replace this one.
    expect(viewError(element)).toBe('Invalid App Configuration')
    expect(config.router.state.view).toBe('ConnectingSocial')
    tryAgain(element).click()
    expect(open).toHaveBeenCalledTimes(2)
    await service.close()
  })

  test("a project the service refuses: 'Invalid App Configuration' under Try again, and the window closes", async () => {
    const { element, service } = await mountConnect()
    const popup = fakePopup()
    vi.spyOn(globalThis, 'open').mockReturnValue(popup as unknown as Window)
    googleButton(element).click()
    await waitFor(() => viewError(element))
    expect(viewError(element)).toBe('Invalid App Configuration')
    expect(deepText(view(element))).toContain('Log in with Google')
    expect(popup.close).toHaveBeenCalled()
    expect(service.checks()).toBe(1)
    await service.close()
  })
})
