// The wallet's sign-in state on this device: the stored session, whether the service still accepts it, and what
// the signed-in user still needs here.
import type { DeviceStore, StoredSession } from './deviceStore.js'
import { NotLoggedInError, ServiceError } from './errors.js'
import type { WalletAddresses } from './keys.js'
import type { ScryptParameters } from './recovery.js'
import type { ServiceClient } from './service.js'

/** What a signed-in user still needs: nothing (`ready`), a new wallet (`create`) or the recovery password (`recover`). */
export type WalletStep = 'ready' | 'create' | 'recover'

/** What every wallet step works with: this device's store, the service, and the clock. */
export type WalletContext = {
  store: DeviceStore
  service: ServiceClient
  /** scrypt's cost for new recovery backups (tests lower it). */
  scrypt?: ScryptParameters | undefined
  now: () => number
}

export const expiresAtMs = (value: number | string) => (typeof value === 'number' ? value : Date.parse(value))

/** The stored session while it has not expired (the service may still have ended it). */
export async function localSession({ store, now }: WalletContext): Promise<StoredSession | undefined> {
  const session = await store.session()
  return session && session.expiresAt > now() ? session : undefined
}

/** The stored session if the service still accepts it; a refused one is forgotten. */
export async function liveSession(context: WalletContext): Promise<StoredSession | undefined> {
  const { store, service } = context
  const session = await localSession(context)
  if (!session) return undefined
  try {
    const { user } = await service.session()
    if (user.id !== session.user.id) throw new ServiceError(401, 'Session of another user')
    if (user.email !== session.user.email) {
      const updated = { ...session, user: { ...session.user, email: user.email } }
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

export async function requireSession(context: WalletContext): Promise<StoredSession> {
  const session = await localSession(context)
  if (!session) throw new NotLoggedInError()
  return session
}

/** What the signed-in user still needs on this device. */
export async function walletStep(
  { store, service }: WalletContext,
  userId: string,
  exists?: boolean,
): Promise<WalletStep> {
  if (await store.walletOf(userId)) return 'ready'
  const walletExists = exists ?? (await service.wallet()).exists
  return walletExists ? 'recover' : 'create'
}

/** The signed-in user with a wallet on this device, or undefined. */
export async function connectedUser(
  context: WalletContext,
): Promise<{ user: StoredSession['user']; addresses: WalletAddresses } | undefined> {
  const session = await localSession(context)
  if (!session) return undefined
  const wallet = await context.store.walletOf(session.user.id)
  return wallet && { user: session.user, addresses: wallet.addresses }
}
