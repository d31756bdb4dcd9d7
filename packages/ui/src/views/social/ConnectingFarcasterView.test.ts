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

type Outcome = Awaited<ReturnType<EmbeddedWallet['connectFarcaster']>>

/** A channel's link as the wallet service gives it. */
const URL_OF_CHANNEL = 'https://farcaster.xyz/~/siwf?channelToken=0f6a3c1e-2b7d-4c55-9e0a-6d1f2a9b8c77'

/** Connect against a service that lists Google and Farcaster (and refuses this page's project: no frame loads). */
async function mountConnect() {
  const service = await startService('refuse', { socials: ['google', 'farcaster'] })
  const world = await mountEmbedded({ url: service.url, api: undefined })
  await waitFor(() => farcasterButton(world.element))
  return { ...world, service }
}

const farcasterButton = (element: HTMLElement) =>
  queryDeep(element, 'portico-social-login button[data-provider="farcaster"]') as HTMLElement | undefined
const view = (element: HTMLElement) => queryDeep(element, 'portico-connecting-farcaster-view') as HTMLElement
const qrCode = (element: HTMLElement) =>
  queryDeep(view(element), 'portico-qr-code') as (HTMLElement & { value: string }) | undefined
const openLink = (element: HTMLElement) => queryDeep(view(element), 'a.open') as HTMLAnchorElement | undefined
const alertText = (element: HTMLElement) =>
  queryAllDeep(element, '[role="alert"]')
    .map((node) => node.textContent?.trim())
    .filter(Boolean)
const tryAgain = (element: HTMLElement) =>
  queryDeep(view(element), 'portico-button.retry') as (HTMLElement & { textContent: string }) | undefined
const back = (element: HTMLElement) =>
  (queryDeep(element, 'header portico-icon-button[icon="back"]') as HTMLElement).click()

/** `connectFarcaster` answered by the test: each call's outcome settles when the test says. */
function scriptLogins(wallet: EmbeddedWallet) {
  const settle: { resolve(outcome: Outcome): void; reject(error: unknown): void }[] = []
  const spy = vi.spyOn(wallet, 'connectFarcaster').mockImplementation(
    () =>
      new Promise<Outcome>((resolve, reject) => {
        settle.push({ resolve, reject })
      }),
  )
  const leave = vi.spyOn(wallet, 'leaveFarcaster').mockImplementation(() => undefined)
  const cancel = vi.spyOn(wallet, 'cancel')
  return { spy, leave, cancel, last: () => settle[settle.length - 1] }
}

describe('a Farcaster login from Connect', () => {
  test("shows 'Log in with Farcaster', the hint and a spinner, then the link's QR code, 'Open Farcaster' and 'Copy link'", async () => {
    const { element, config, wallet, service } = await mountConnect()
    const { spy } = scriptLogins(wallet)
    farcasterButton(element)?.click()
    expect(spy).toHaveBeenCalledTimes(1)
    expect(config.router.state.view).toBe('ConnectingFarcaster')
    expect(config.router.state.history).toEqual(['Connect', 'ConnectingFarcaster'])
    await waitFor(() => view(element))
    await settle()
    expect(queryDeep(element, 'h2')?.textContent).toBe('Farcaster')
    expect(deepText(view(element))).toContain('Log in with Farcaster')
    expect(deepText(view(element))).toContain("Scan this code with your phone's camera or Farcaster app.")
    // The link is not known yet: a spinner, no code.
    expect(queryDeep(view(element), 'portico-spinner')).toBeDefined()
    expect(qrCode(element)).toBeUndefined()
    expect(openLink(element)).toBeUndefined()

    wallet.state.farcasterUrl = URL_OF_CHANNEL
    await waitFor(() => qrCode(element))
    expect(qrCode(element)?.value).toBe(URL_OF_CHANNEL)
    expect(queryDeep(view(element), 'portico-qr-code svg')?.getAttribute('aria-label')).toBe(
      'QR code to log in with Farcaster',
    )
    expect(queryDeep(view(element), 'portico-spinner')).toBeUndefined()
    // On a phone the link is the app's deep link; elsewhere it opens Farcaster's page in a new tab.
    const link = openLink(element) as HTMLAnchorElement
    expect(link.getAttribute('href')).toBe(URL_OF_CHANNEL)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener')
    expect(link.textContent?.trim()).toBe('Open Farcaster')
    const copy = queryDeep(view(element), 'portico-button.copy-link') as HTMLElement
    expect(copy.textContent?.trim()).toBe('Copy link')
    copy.click()
    await waitFor(() => config.toasts.state.toast?.code === 'walletConnectLinkCopied')
    expect(await navigator.clipboard.readText()).toBe(URL_OF_CHANNEL)
    expect(alertText(element)).toEqual([])
    await service.close()
  })

  test('a link that is no web address gets no "Open Farcaster"', async () => {
    const { element, wallet, service } = await mountConnect()
    scriptLogins(wallet)
    farcasterButton(element)?.click()
    wallet.state.farcasterUrl = 'javascript:alert(1)'
    await waitFor(() => qrCode(element))
    expect(openLink(element)).toBeUndefined()
    await service.close()
  })

  test('connected: the modal closes, and the login is not left', async () => {
    const { element, config, wallet, service } = await mountConnect()
    const { last, leave, cancel } = scriptLogins(wallet)
    farcasterButton(element)?.click()
    wallet.state.farcasterUrl = URL_OF_CHANNEL
    await waitFor(() => qrCode(element))
    last()?.resolve({ wallet: 'ready', userName: 'ada' })
    await waitFor(() => !config.modal.state.open)
    await settle()
    expect(leave).not.toHaveBeenCalled()
    expect(cancel).not.toHaveBeenCalled()
    await service.close()
  })

  test('a new user or a new device: the wallet setup takes its place, as after an e-mailed code', async () => {
    const { element, config, wallet, service } = await mountConnect()
    const { last, leave, cancel } = scriptLogins(wallet)
    farcasterButton(element)?.click()
    await waitFor(() => view(element))
    last()?.resolve({ wallet: 'create', userName: 'ada' })
    await waitFor(() => config.router.state.view === 'EmbeddedWalletSetup')
    expect(config.router.state.history).toEqual(['Connect', 'EmbeddedWalletSetup'])
    expect(config.router.state.data).toEqual({ wallet: 'create' })
    expect(leave).not.toHaveBeenCalled()
    expect(cancel).not.toHaveBeenCalled()
    await service.close()
  })

  test('Back leaves the login with leaveFarcaster (not cancel), before and after the link is known', async () => {
    const { element, config, wallet, service } = await mountConnect()
    const { leave, cancel } = scriptLogins(wallet)
    farcasterButton(element)?.click()
    await waitFor(() => view(element))
    back(element)
    await waitFor(() => config.router.state.view === 'Connect')
    expect(leave).toHaveBeenCalledTimes(1)

    await waitFor(() => farcasterButton(element))
    farcasterButton(element)?.click()
    wallet.state.farcasterUrl = URL_OF_CHANNEL
    await waitFor(() => qrCode(element))
    back(element)
    await waitFor(() => config.router.state.view === 'Connect')
    expect(leave).toHaveBeenCalledTimes(2)
    expect(cancel).not.toHaveBeenCalled()
    await service.close()
  })

  test('an expired channel: the words under the view, Try again starts a new login in its place', async () => {
    const { element, config, wallet, service } = await mountConnect()
    const { spy, last } = scriptLogins(wallet)
    farcasterButton(element)?.click()
    wallet.state.farcasterUrl = URL_OF_CHANNEL
    await waitFor(() => qrCode(element))
    wallet.state.farcasterUrl = undefined
    last()?.reject(
      Object.assign(new Error('No Farcaster login is in progress'), {
        name: 'EmbeddedWalletRequestError',
        reason: 'SOCIAL_EXPIRED',
      }),
    )
    await waitFor(() => alertText(element).length > 0)
    expect(alertText(element)).toEqual(['This login took too long. Please try again.'])
    // The dead channel's code and link are gone; no spinner.
    expect(qrCode(element)).toBeUndefined()
    expect(openLink(element)).toBeUndefined()
    expect(queryDeep(view(element), 'portico-spinner')).toBeUndefined()
    expect(tryAgain(element)?.textContent.trim()).toBe('Try again')
    tryAgain(element)?.click()
    expect(spy).toHaveBeenCalledTimes(2)
    await settle()
    // The new login takes the old one's place: the error goes, the spinner shows, the history stays.
    expect(alertText(element)).toEqual([])
    expect(queryDeep(view(element), 'portico-spinner')).toBeDefined()
    expect(config.router.state.history).toEqual(['Connect', 'ConnectingFarcaster'])
    wallet.state.farcasterUrl = `${URL_OF_CHANNEL}-2`
    await waitFor(() => qrCode(element)?.value === `${URL_OF_CHANNEL}-2`)
    await service.close()
  })

  test("a service without Farcaster's settings: 'Farcaster login is not set up for this app.'", async () => {
    const { element, wallet, service } = await mountConnect()
    const { last } = scriptLogins(wallet)
    farcasterButton(element)?.click()
    await waitFor(() => view(element))
    last()?.reject(
      Object.assign(new Error('unavailable'), {
        name: 'EmbeddedWalletRequestError',
        reason: 'SOCIAL_UNAVAILABLE',
      }),
    )
    await waitFor(() => alertText(element).length > 0)
    expect(alertText(element)).toEqual(['Farcaster login is not set up for this app.'])
    expect(tryAgain(element)).toBeDefined()
    await service.close()
  })

  test('a cancelled login: back to Connect, with no error shown', async () => {
    const { element, config, wallet, service } = await mountConnect()
    const { last } = scriptLogins(wallet)
    farcasterButton(element)?.click()
    await waitFor(() => view(element))
    last()?.reject(new EmbeddedLoginCancelledError())
    await waitFor(() => config.router.state.view === 'Connect')
    expect(config.router.state.history).toEqual(['Connect'])
    expect(config.modal.state.open).toBe(true)
    expect(alertText(element)).toEqual([])
    await service.close()
  })
})
