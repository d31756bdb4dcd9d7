// The shared context of the frame's browser walk (frame.browser.test.ts): one world, one user and their first
// device, filled in as the walk goes (the world by the file's beforeAll, the device and addresses by the sign-up
// steps). Each step file registers its tests over it, in the order the walk runs them.
import type { Page } from 'playwright-core'
import type { Address } from 'viem'
import { syncApp } from './appPage.js'
import type { FrameWorld } from './frameWorld.js'

export type Device = Awaited<ReturnType<FrameWorld['openApp']>>

export type FrameSession = ReturnType<typeof frameSession>

export function frameSession() {
  const session = {
    world: undefined as FrameWorld | undefined,
    email: `ada-${process.pid}-${Date.now()}@example.com`,
    password: 'correct horse battery',
    /** The first device: the app page the user signed up in (set by the first step). */
    device1: undefined as unknown as Device,
    /** The wallet's addresses, as GET_USER answered them at sign-up. */
    addresses: undefined as unknown as { eip155: Address; solana: string },

    /** What a step reads: the world's parts under the names the steps use, and the user so far. */
    scope() {
      const world = session.world
      if (!world) throw new Error('the frame world is not started')
      return {
        auth: world.service,
        devnet: world.devnet,
        solanaDevnet: world.solanaDevnet,
        catcher: world.catcher,
        appOrigin: world.appOrigin,
        openApp: world.openApp,
        sync: (page: Page, locale = 'en') => syncApp(page, world.networks(), locale),
        codeAfter: (after: number, to = session.email) => world.codeAfter(after, to),
        email: session.email,
        password: session.password,
        addresses: session.addresses,
        device1: session.device1,
      }
    },
  }
  return session
}
