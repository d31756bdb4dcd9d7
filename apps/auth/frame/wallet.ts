// The user's wallet as this device sees it: sign-in state, making a wallet, recovering it on a new device, and
// rebuilding the keys for one request from the device's share and the service's.
import { fromBase64, toBase64, wipe } from './bytes.js'
import type { DeviceStore, StoredSession } from './deviceStore.js'
import { FrameRequestError, NotLoggedInError, ServiceError } from './errors.js'
import { keysFromEntropy, newEntropy, type WalletAddresses, type WalletKeys } from './keys.js'
import {
  decryptRecoveryShare,
  encryptRecoveryShare,
  InvalidBlobError,
  type ScryptParameters,
  WrongPasswordError,
} from './recovery.js'
import type { ServiceClient } from './service.js'
import { combineShares, splitSecret, wipeSplit } from './shares.js'

/** What a signed-in user still needs: nothing (`ready`), a new wallet (`create`) or the recovery password (`recover`). */
export type WalletStep = 'ready' | 'create' | 'recover'

export class RecoveryFailedError extends FrameRequestError {
  override name = 'RecoveryFailedError'
  constructor(message = 'Wrong recovery password', cause?: unknown) {
    super(message, { reason: 'RECOVERY_FAILED', cause })
  }
}

export type WalletOptions = {
  store: DeviceStore
  service: ServiceClient
  /** scrypt's cost for new recovery backups (tests lower it). */
  scrypt?: ScryptParameters
  now?: () => number
}

const expiresAtMs = (value: number | string) => (typeof value === 'number' ? value : Date.parse(value))

export function createWallet({ store, service, scrypt, now = Date.now }: WalletOptions) {
  /** The stored session while it has not expired (the service may still have ended it). */
  async function localSession(): Promise<StoredSession | undefined> {
    const session = await store.session()
    return session && session.expiresAt > now() ? session : undefined
  }

  /** The stored session if the service still accepts it; a refused one is forgotten. */
  async function liveSession(): Promise<StoredSession | undefined> {
    const session = await localSession()
    if (!session) return undefined
    try {
      const { user } = await service.session()
      if (user.id !== session.user.id) throw new ServiceError(401, 'Session of another user')
      if (user.email !== session.user.email) {
        const updated = { ...session, user }
        await store.saveSession(updated)
        return updated
      }
      return session
    } catch (error) {
      if (error instanceof ServiceError && error.status === 401) {
        await store.clearSession()
        return undefined
      }
      throw error
    }
  }

  async function requireSession(): Promise<StoredSession> {
    const session = await localSession()
    if (!session) throw new NotLoggedInError()
    return session
  }

  /** What the signed-in user still needs on this device. */
  async function step(userId: string, exists?: boolean): Promise<WalletStep> {
    if (await store.walletOf(userId)) return 'ready'
    const walletExists = exists ?? (await service.wallet()).exists
    return walletExists ? 'recover' : 'create'
  }

  /** The signed-in user with a wallet on this device, or undefined. */
  async function connectedUser(): Promise<
    { user: StoredSession['user']; addresses: WalletAddresses } | undefined
  > {
    const session = await localSession()
    if (!session) return undefined
    const wallet = await store.walletOf(session.user.id)
    return wallet && { user: session.user, addresses: wallet.addresses }
  }

  return {
    localSession,
    liveSession,
    requireSession,
    connectedUser,

    /** Keeps the session the service opened for a verified code; answers what the user still needs. */
    async signedIn(result: {
      token: string
      expiresAt: number | string
      user: { id: string; email: string }
      wallet: { exists: boolean }
    }): Promise<WalletStep> {
      await store.saveSession({
        token: result.token,
        expiresAt: expiresAtMs(result.expiresAt),
        user: result.user,
      })
      return step(result.user.id, result.wallet.exists)
    },

    async currentStep(): Promise<WalletStep> {
      const session = await requireSession()
      return step(session.user.id)
    },

    /**
     * A new wallet: fresh entropy, split 2-of-3; the service gets share 2 and share 3 encrypted under `password`,
     * this device keeps share 1. Stored here only once the service has accepted it.
     */
    async create(password: string): Promise<WalletAddresses> {
      const session = await requireSession()
      const entropy = newEntropy()
      const keys = await keysFromEntropy(entropy)
      keys.wipe()
      const split = await splitSecret(entropy)
      wipe(entropy)
      try {
        const [device, remote, recovery] = split.shares
        const blob = await encryptRecoveryShare(recovery.bytes, password, scrypt ? { scrypt } : {})
        await service.createWallet({
          splitId: split.splitId,
          share: toBase64(remote.bytes),
          recovery: { splitId: split.splitId, blob },
          addresses: keys.addresses,
        })
        await store.saveDeviceShare(session.user.id, device, keys.addresses)
        return keys.addresses
      } finally {
        wipeSplit(split)
      }
    },

    /**
     * This device joins an existing wallet: the recovery share (opened with `password`) and the service's share of
     * the same split rebuild the entropy, which must give the wallet's addresses; then a new split gives this device
     * its own share 1 and the service a matching share 2.
     */
    async recover(password: string): Promise<WalletAddresses> {
      const session = await requireSession()
      const wallet = await service.wallet()
      if (!wallet.exists || !wallet.recovery || !wallet.addresses)
        throw new RecoveryFailedError('This account has no wallet to recover')
      const { splitId, blob } = wallet.recovery
      let recoveryShare: Uint8Array
      try {
        recoveryShare = await decryptRecoveryShare(blob, password)
      } catch (error) {
        if (error instanceof WrongPasswordError)
          throw new RecoveryFailedError('Wrong recovery password', error)
        if (error instanceof InvalidBlobError)
          throw new RecoveryFailedError('The recovery backup is damaged', error)
        throw error
      }
      const remote = fromBase64((await service.share(splitId)).share)
      const entropy = await combineShares(
        { splitId, bytes: remote },
        { splitId, bytes: recoveryShare },
      ).finally(() => wipe(remote, recoveryShare))
      const keys = await keysFromEntropy(entropy)
      keys.wipe()
      const expected = wallet.addresses
      if (
        keys.addresses.eip155.toLowerCase() !== expected.eip155.toLowerCase() ||
        keys.addresses.solana !== expected.solana
      ) {
        wipe(entropy)
        throw new RecoveryFailedError()
      }
      const split = await splitSecret(entropy)
      wipe(entropy)
      try {
        const [device, next] = split.shares
        await service.addShare({ splitId: split.splitId, share: toBase64(next.bytes) })
        await store.saveDeviceShare(session.user.id, device, keys.addresses)
        return keys.addresses
      } finally {
        wipeSplit(split)
      }
    },

    /**
     * Runs `use` with the wallet's keys, rebuilt from this device's share and the service's share of the same
     * split; every secret buffer is zeroed afterwards.
     */
    async withKeys<T>(use: (keys: WalletKeys) => Promise<T> | T): Promise<T> {
      const session = await requireSession()
      const local = await store.deviceShare(session.user.id)
      if (!local) throw new NotLoggedInError('This device holds no wallet share')
      let remote: Uint8Array | undefined
      let entropy: Uint8Array | undefined
      let keys: WalletKeys | undefined
      try {
        remote = fromBase64((await service.share(local.share.splitId)).share)
        entropy = await combineShares(local.share, { splitId: local.share.splitId, bytes: remote })
        keys = await keysFromEntropy(entropy)
        wipe(entropy)
        if (keys.addresses.eip155 !== local.addresses.eip155)
          throw new FrameRequestError('The wallet shares do not match')
        return await use(keys)
      } finally {
        keys?.wipe()
        wipe(local.share.bytes, remote, entropy)
      }
    },

    async signOut(): Promise<void> {
      const session = await localSession()
      // Signing out on this device succeeds even when the service cannot be reached: the token is forgotten here
      // and expires there on its own.
      if (session) await service.signOut().catch(() => undefined)
      await store.clearSession()
    },
  }
}

export type Wallet = ReturnType<typeof createWallet>
