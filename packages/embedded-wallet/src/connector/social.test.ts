import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { destroyConfigs, setup, until } from '../test/controllerWorld.js'

// A social login's steps in the controller, with the frame scripted in memory (test/scriptedFrame.ts) and a window
// object standing in for the provider's popup: a step that times out is the app's configuration to check ('Invalid
// App Configuration'), and the window the click opened is closed whatever happens.

/** A popup as the kit sees one: at the provider (its address unreadable) until `back(href)`. */
function fakePopup() {
  let href: string | undefined
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true
    }),
    location: {
      get href(): string {
        if (href === undefined) throw new DOMException('Blocked a frame from accessing a cross-origin frame')
        return href
      },
      set href(_: string) {
        // Sent to the provider: cross-origin from now on.
      },
    },
    back: (to: string) => {
      href = to
    },
  }
  return popup
}

const page = 'https://app.example/shop'

beforeEach(() => {
  vi.stubGlobal('location', new URL(page))
})
afterEach(() => {
  vi.unstubAllGlobals()
  destroyConfigs()
})

describe('social logins in the controller', () => {
  test("the provider's address not answered in time: 'Invalid App Configuration', and the window closes", async () => {
    const world = setup()
    world.wallet.world.socialTimesOut = true
    const popup = fakePopup()
    vi.stubGlobal('open', () => popup)
    const login = world.embedded.connectSocial('google')
    await expect(login).rejects.toMatchObject({
      name: 'EmbeddedWalletConfigError',
      shortMessage: 'Invalid App Configuration',
    })
    expect(popup.close).toHaveBeenCalled()
    expect(world.embedded.state.status).toBe('error')
  })

  test('the window closed at the provider ends the login as cancelled, with nothing to show', async () => {
    const world = setup()
    const popup = fakePopup()
    vi.stubGlobal('open', () => popup)
    const login = world.embedded.connectSocial('github')
    await until(() =>
      world.wallet.world.received.some((request) => request.type === 'GET_SOCIAL_REDIRECT_URI'),
    )
    popup.closed = true
    await expect(login).rejects.toMatchObject({ name: 'EmbeddedLoginCancelledError' })
    expect(world.embedded.state).toMatchObject({ status: 'idle', error: undefined })
    // The address it was asked for: this page, where the provider's journey ends.
    expect(world.wallet.world.received.find((r) => r.type === 'GET_SOCIAL_REDIRECT_URI')?.payload).toEqual({
      provider: 'github',
      returnTo: page,
    })
  })
})
