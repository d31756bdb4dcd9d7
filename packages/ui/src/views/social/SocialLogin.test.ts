import { socialProviders } from '@portico/core'
import { afterEach, describe, expect, test, vi } from 'vitest'
import '../../elements.js'
import { queryAllDeep, queryDeep, settle, waitFor } from '../../test/dom.js'
import { mountEmbedded, startService } from '../../test/embeddedWorld.js'
import { socialRow } from './SocialLogin.js'

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

/** Connect with the e-mail login against a service that lists `socials`, the app's `features` on top. */
async function mountConnect(socials: readonly string[], features: Record<string, unknown> = {}) {
  const service = await startService('refuse', { socials })
  const world = await mountEmbedded({ url: service.url, api: undefined, features })
  return { ...world, service }
}

/** The e-mail field, once its code loaded. */
const emailField = (element: HTMLElement) => {
  const login = queryDeep(element, 'portico-email-login')
  return login && queryDeep(login, 'input')
}
const row = (element: HTMLElement) => queryDeep(element, 'portico-social-login') as HTMLElement | undefined
/** The row's buttons by their accessible names. */
const buttons = (element: HTMLElement) =>
  queryAllDeep(element, 'portico-social-login button').map((button) => button.getAttribute('aria-label'))

/** What Connect shows, in order: the e-mail field, the social row, separators and wallet rows. */
const outline = (element: HTMLElement) =>
  queryAllDeep(
    element,
    'portico-connect-view portico-email-login, portico-connect-view portico-social-login, portico-connect-view .or, portico-connect-view portico-list-item',
  ).map((item) =>
    item.localName === 'portico-email-login'
      ? 'email'
      : item.localName === 'portico-social-login'
        ? 'social'
        : item.classList.contains('or')
          ? '— or —'
          : item.getAttribute('label'),
  )

describe('the social buttons on Connect', () => {
  test("follow the app's order among the providers the service set up, right under the e-mail field", async () => {
    // The default order: google, x, discord, farcaster, github, apple, facebook.
    const { element, service } = await mountConnect(['github', 'google', 'discord'])
    await waitFor(() => buttons(element).length > 0)
    expect(buttons(element)).toEqual([
      'Continue with Google',
      'Continue with Discord',
      'Continue with GitHub',
    ])
    expect(outline(element)).toEqual(['email', 'social', '— or —', 'Portico Dev Wallet', 'MetaMask'])
    expect(queryDeep(row(element) as HTMLElement, '[role="group"]')?.getAttribute('aria-label')).toBe(
      'Social logins',
    )
    // Each button draws its mark.
    expect(queryAllDeep(element, 'portico-social-login button svg')).toHaveLength(3)
    expect(service.socialAsks()).toBe(1)
    await service.close()
  })

  test("offer Farcaster, in the app's order, where both the app and the service name it", async () => {
    const { element, service } = await mountConnect([...socialProviders, 'farcaster'], {
      socials: ['apple', 'farcaster', 'x'],
    })
    await waitFor(() => buttons(element).length > 0)
    expect(buttons(element)).toEqual(['Continue with Apple', 'Continue with Farcaster', 'Continue with X'])
    expect(queryDeep(element, 'portico-social-login [data-more]')).toBeUndefined()
    // Farcaster's mark, like every provider's.
    expect(queryDeep(element, 'portico-social-login button[data-provider="farcaster"] svg')).toBeDefined()
    await service.close()
  })

  test('offer Farcaster only where both name it: not when the app leaves it out, nor when the service does', async () => {
    const app = await mountConnect([...socialProviders, 'farcaster'], { socials: ['apple', 'x', 'github'] })
    await waitFor(() => buttons(app.element).length > 0)
    expect(buttons(app.element)).toEqual(['Continue with Apple', 'Continue with X', 'Continue with GitHub'])
    await app.service.close()
    document.body.innerHTML = ''

    const served = await mountConnect(['apple', 'x'], { socials: ['apple', 'farcaster', 'x'] })
    await waitFor(() => buttons(served.element).length > 0)
    expect(buttons(served.element)).toEqual(['Continue with Apple', 'Continue with X'])
    await served.service.close()
  })

  test('in the default order Farcaster comes fourth: three buttons and "More", which lists it', async () => {
    const { element, config, wallet, service } = await mountConnect([...socialProviders, 'farcaster'])
    const connectFarcaster = vi.spyOn(wallet, 'connectFarcaster').mockReturnValue(new Promise(() => {}))
    await waitFor(() => buttons(element).length > 0)
    expect(buttons(element)).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Discord',
      'More',
    ])
    ;(queryDeep(element, 'portico-social-login [data-more]') as HTMLElement).click()
    await waitFor(() => queryAllDeep(element, 'portico-connect-socials-view portico-list-item').length > 0)
    expect(
      queryAllDeep(element, 'portico-connect-socials-view portico-list-item').map((item) =>
        item.getAttribute('label'),
      ),
    ).toEqual(['Google', 'X', 'Discord', 'Farcaster', 'GitHub', 'Apple', 'Facebook'])
    // Its choice shows the Farcaster login's view.
    ;(
      queryDeep(
        element,
        'portico-connect-socials-view portico-list-item[data-provider="farcaster"]',
      ) as HTMLElement
    ).click()
    await waitFor(() => config.router.state.view === 'ConnectingFarcaster')
    expect(connectFarcaster).toHaveBeenCalledTimes(1)
    expect(config.router.state.history).toEqual(['Connect', 'ConnectSocials', 'ConnectingFarcaster'])
    await service.close()
  })

  test('past four providers: three of them and "More", which lists them all', async () => {
    const { element, config, service } = await mountConnect(socialProviders)
    await waitFor(() => buttons(element).length > 0)
    expect(buttons(element)).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Discord',
      'More',
    ])
    ;(queryDeep(element, 'portico-social-login [data-more]') as HTMLElement).click()
    await waitFor(() => queryAllDeep(element, 'portico-connect-socials-view portico-list-item').length > 0)
    expect(config.router.state.history).toEqual(['Connect', 'ConnectSocials'])
    expect(queryDeep(element, 'h2')?.textContent).toBe('Choose how to log in')
    expect(
      queryAllDeep(element, 'portico-connect-socials-view portico-list-item').map((item) =>
        item.getAttribute('label'),
      ),
    ).toEqual(['Google', 'X', 'Discord', 'GitHub', 'Apple', 'Facebook'])
    // The service was asked once for Connect and its list.
    expect(service.socialAsks()).toBe(1)
    await service.close()
  })

  test('with four providers exactly: all four, no "More"', () => {
    expect(socialRow(['google', 'x', 'discord', 'github'])).toEqual({
      shown: ['google', 'x', 'discord', 'github'],
      more: false,
    })
    expect(socialRow(['google', 'x', 'discord', 'github', 'apple'])).toEqual({
      shown: ['google', 'x', 'discord'],
      more: true,
    })
  })

  test('take their place in connectMethodsOrder, with an "or" when they do not follow the e-mail field', async () => {
    const { element, service } = await mountConnect(['google'], {
      connectMethodsOrder: ['wallet', 'social', 'email'],
    })
    await waitFor(() => buttons(element).length > 0)
    await waitFor(() => emailField(element))
    expect(outline(element)).toEqual([
      'Portico Dev Wallet',
      'MetaMask',
      '— or —',
      'social',
      '— or —',
      'email',
    ])
    await service.close()
  })

  test('are absent, and the service is not asked, when the app turns socials off', async () => {
    const { element, service } = await mountConnect(['google'], { socials: false })
    await waitFor(() => emailField(element))
    await settle()
    expect(row(element)).toBeUndefined()
    expect(outline(element)).toEqual(['email', '— or —', 'Portico Dev Wallet', 'MetaMask'])
    expect(service.socialAsks()).toBe(0)
    await service.close()
  })

  test('are absent, with no stray "or", when the service set none of them up', async () => {
    const { element, service } = await mountConnect([], {
      connectMethodsOrder: ['social', 'wallet', 'email'],
    })
    await waitFor(() => service.socialAsks() === 1)
    await waitFor(() => emailField(element))
    await settle()
    expect(outline(element)).toEqual(['Portico Dev Wallet', 'MetaMask', '— or —', 'email'])
    await service.close()
  })
})
