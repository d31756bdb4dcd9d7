// The user's wallet as this device sees it: sign-in state (walletSession.ts), making a wallet, recovering it on a
// new device, and rebuilding the keys for one request from the device's share and the service's (walletShares.ts).
import type { DeviceStore } from './deviceStore.js'
import type { WalletKeys } from './keys.js'
import type { ScryptParameters } from './recovery.js'
import type { ServiceClient } from './service.js'
import type { Share } from './shares.js'
import {
  connectedUser,
  expiresAtMs,
  liveSession,
  localSession,
  requireSession,
  type WalletContext,
  type WalletStep,
  walletStep,
} from './walletSession.js'
import {
  backupSplit,
  createWalletShares,
  makeWallet,
  recoverWalletShares,
  rejoinWallet,
  withWalletKeys,
} from './walletShares.js'

export type { WalletStep } from './walletSession.js'
export { RecoveryFailedError } from './walletShares.js'

export type WalletOptions = {
  store: DeviceStore
  service: ServiceClient
  /** scrypt's cost for new recovery backups (tests lower it). */
  scrypt?: ScryptParameters
  now?: () => number
}

export function createWallet({ store, service, scrypt, now = Date.now }: WalletOptions) {
  const context: WalletContext = { store, service, scrypt, now }

  return {
    /** The stored session while it has not expired (the service may still have ended it). */
    localSession: () => localSession(context),
    /** The stored session if the service still accepts it; a refused one is forgotten. */
    liveSession: () => liveSession(context),
    requireSession: () => requireSession(context),
    /** The signed-in user with a wallet on this device, or undefined. */
    connectedUser: () => connectedUser(context),

    /** Keeps the session the service opened for a verified code; answers what the user still needs. */
    async signedIn(result: {
      token: string
      expiresAt: number | string
      user: { id: string; email: string | null; userName?: string | undefined }
      wallet: { exists: boolean }
    }): Promise<WalletStep> {
      await store.saveSession({
        token: result.token,
        expiresAt: expiresAtMs(result.expiresAt),
        user: result.user,
      })
      return walletStep(context, result.user.id, result.wallet.exists)
    },

    async currentStep(): Promise<WalletStep> {
      const session = await requireSession(context)
      return walletStep(context, session.user.id)
    },

    /**
     * A new wallet: fresh entropy (or an imported `secret`, which the caller wipes), split 2-of-3; the service gets
     * share 2 and share 3 encrypted under `password`, this device keeps share 1. Stored here only once the service
     * has accepted it.
     */
    create: (password: string, secret?: Uint8Array) => createWalletShares(context, password, secret),

    /**
     * This device joins an existing wallet with the recovery `password`; the device gets a share of its own.
     */
    recover: (password: string) => recoverWalletShares(context, password),

    /**
     * A new wallet whose share 3 `seal` locks (under a passkey); answers the addresses and the sealed share with its
     * split.
     */
    make: (seal: (share: Share) => Promise<string>) => makeWallet(context, seal),

    /** A new backup of this device's wallet: a new split whose share 3 `seal` locks (under a passkey). */
    backup: (seal: (share: Share) => Promise<string>) => backupSplit(context, seal),

    /** This device joins the wallet of `addresses` with a share it opened (a passkey's backup); wipes it. */
    rejoin: (share: Share, addresses: { eip155?: string | undefined; solana?: string | undefined }) =>
      rejoinWallet(context, share, addresses),

    /**
     * Runs `use` with the wallet's keys, rebuilt from this device's share and the service's share of the same
     * split; every secret buffer is zeroed afterwards.
     */
    withKeys: <T>(use: (keys: WalletKeys) => Promise<T> | T) => withWalletKeys(context, use),

    async signOut(): Promise<void> {
      const session = await localSession(context)
      // Signing out on this device succeeds even when the service cannot be reached: the token is forgotten here
      // and expires there on its own.
      if (session) await service.signOut().catch(() => undefined)
      await store.clearSession()
    },
  }
}

export type Wallet = ReturnType<typeof createWallet>
