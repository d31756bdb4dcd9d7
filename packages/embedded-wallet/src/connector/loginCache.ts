import type { SocialOption, SocialProvider, Storage } from '@portico/core'

/** A new login code may be asked for 30 s after the last one. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000

/**
 * Whole seconds to wait before another login code may be asked for, rounded up; 0 when none. A last request
 * stamped in the future (the clock moved back) waits no longer than one full cooldown.
 *
 * @example
 * emailCooldownSeconds(lastLogin, Date.now()) // 12 → 'Please try again after 12 seconds'
 */
export function emailCooldownSeconds(lastLogin: number | undefined, now: number): number {
  if (lastLogin === undefined) return 0
  const remaining = Math.min(EMAIL_LOGIN_COOLDOWN_MS, lastLogin + EMAIL_LOGIN_COOLDOWN_MS - now)
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0
}

/**
 * What the embedded wallet remembers in the config's storage: that an e-mail login connected (and with which
 * e-mail), when a code was last asked for, the chain the wallet was on, and the
 * provider and user name of a social login.
 * - a code was asked for → its time is stored (the 30 s wait);
 * - the login connected, or the e-mail changed → the e-mail and the used flag are stored, the time cleared;
 * - a disconnect, a sign-out or a failed check on reload → everything is cleared.
 * Without the used flag a reload does not even load the frame.
 */
export function createLoginCache(storage: Storage, now: () => number) {
  return {
    isUsed: () => storage.getItem('embeddedWalletUsed') === true,
    email: () => storage.getItem('embeddedWalletEmail'),
    chainId: () => storage.getItem('embeddedWalletChainId'),
    /** Seconds before another login code may be asked for (0: now). */
    cooldownSeconds: () => emailCooldownSeconds(storage.getItem('embeddedWalletLastLogin'), now()),
    codeRequested() {
      storage.setItem('embeddedWalletLastLogin', now())
    },
    loggedIn(email: string | undefined) {
      storage.setItem('embeddedWalletUsed', true)
      if (email) storage.setItem('embeddedWalletEmail', email)
      storage.removeItem('embeddedWalletLastLogin')
    },
    /** The provider and the name it gave of a social login that connected. */
    socialLogin(provider: SocialOption, userName: string | undefined) {
      storage.setItem('embeddedWalletSocialProvider', provider)
      if (userName) storage.setItem('embeddedWalletSocialUsername', userName)
      else storage.removeItem('embeddedWalletSocialUsername')
    },
    /** The provider of a social login that left this page for the provider's, until it is back. */
    socialPending: (): SocialProvider | undefined =>
      storage.getItem('embeddedWalletSocialPending') ?? undefined,
    setSocialPending(provider: SocialProvider | undefined) {
      if (provider) storage.setItem('embeddedWalletSocialPending', provider)
      else storage.removeItem('embeddedWalletSocialPending')
    },
    setChainId(chainId: string | number) {
      storage.setItem('embeddedWalletChainId', chainId)
    },
    /** Forgets the login; where smart accounts are offered is the network state's (cleared by the controller). */
    clear() {
      storage.removeItem('embeddedWalletUsed')
      storage.removeItem('embeddedWalletEmail')
      storage.removeItem('embeddedWalletLastLogin')
      storage.removeItem('embeddedWalletChainId')
      storage.removeItem('embeddedWalletSmartAccountNetworks')
      storage.removeItem('embeddedWalletSocialProvider')
      storage.removeItem('embeddedWalletSocialUsername')
      storage.removeItem('embeddedWalletSocialPending')
    },
  }
}

export type LoginCache = ReturnType<typeof createLoginCache>
