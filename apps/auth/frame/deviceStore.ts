// What this device keeps in IndexedDB (database `portico-embedded-wallet`, on the service's origin): its random
// device id, the session per project, and per user its share of the wallet wrapped with AES-GCM under a
// non-extractable WebCrypto key (stored beside it as a CryptoKey, so no script can read the raw key).
import { arrayBuffer, randomBytes, toBase64Url } from './bytes.js'
import type { WalletAddresses } from './keys.js'
import type { Share } from './shares.js'

export const DATABASE_NAME = 'portico-embedded-wallet'
const STORE = 'records'

export type StoredSession = { token: string; expiresAt: number; user: { id: string; email: string } }

type WrappedShare = {
  userId: string
  splitId: string
  iv: Uint8Array
  wrapped: ArrayBuffer
  addresses: WalletAddresses
}

export type DeviceShare = { share: Share; addresses: WalletAddresses }

export type DeviceStore = {
  /** This device's id (made on first use). */
  deviceId(): Promise<string>
  session(): Promise<StoredSession | undefined>
  saveSession(session: StoredSession): Promise<void>
  clearSession(): Promise<void>
  /** The user's wallet addresses and split id as kept here, without unwrapping the share. */
  walletOf(userId: string): Promise<{ splitId: string; addresses: WalletAddresses } | undefined>
  /** The user's device share, unwrapped (the caller wipes its bytes). */
  deviceShare(userId: string): Promise<DeviceShare | undefined>
  saveDeviceShare(userId: string, share: Share, addresses: WalletAddresses): Promise<void>
  close(): void
}

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DATABASE_NAME, 1)
  request.onupgradeneeded = () => request.result.createObjectStore(STORE)
  return promised(request)
}

/**
 * Opens the device's store; sessions are kept per `projectId` (each app signs in on its own).
 *
 * @example
 * const store = await openDeviceStore({ projectId })
 * const deviceId = await store.deviceId()
 */
export async function openDeviceStore({
  projectId,
  indexedDB = globalThis.indexedDB,
}: {
  projectId: string
  indexedDB?: IDBFactory
}): Promise<DeviceStore> {
  const db = await openDatabase(indexedDB)
  const get = <T>(key: string) =>
    promised(db.transaction(STORE).objectStore(STORE).get(key)) as Promise<T | undefined>
  const put = async (key: string, value: unknown) => {
    await promised(db.transaction(STORE, 'readwrite').objectStore(STORE).put(value, key))
  }
  const remove = async (key: string) => {
    await promised(db.transaction(STORE, 'readwrite').objectStore(STORE).delete(key))
  }

  // Two frames of one page may start at once: `add` fails for the second, which then reads the first's value.
  async function once<T>(key: string, make: () => Promise<T> | T): Promise<T> {
    const known = await get<T>(key)
    if (known !== undefined) return known
    const value = await make()
    try {
      await promised(db.transaction(STORE, 'readwrite').objectStore(STORE).add(value, key))
      return value
    } catch {
      return (await get<T>(key)) as T
    }
  }

  const wrapKey = () =>
    once<CryptoKey>('wrapKey', () =>
      crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']),
    )
  const sessionKey = `session:${projectId}`
  const walletKey = (userId: string) => `wallet:${userId}`

  return {
    deviceId: () => once('deviceId', () => toBase64Url(randomBytes(24))),
    session: () => get<StoredSession>(sessionKey),
    saveSession: (session) => put(sessionKey, session),
    clearSession: () => remove(sessionKey),
    async walletOf(userId) {
      const record = await get<WrappedShare>(walletKey(userId))
      return record && { splitId: record.splitId, addresses: record.addresses }
    },
    async deviceShare(userId) {
      const record = await get<WrappedShare>(walletKey(userId))
      if (!record) return undefined
      const key = await wrapKey()
      const bytes = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: arrayBuffer(record.iv) },
        key,
        record.wrapped,
      )
      return { share: { splitId: record.splitId, bytes: new Uint8Array(bytes) }, addresses: record.addresses }
    },
    async saveDeviceShare(userId, share, addresses) {
      const key = await wrapKey()
      const iv = randomBytes(12)
      const wrapped = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv: arrayBuffer(iv) },
        key,
        arrayBuffer(share.bytes),
      )
      const record: WrappedShare = { userId, splitId: share.splitId, iv, wrapped, addresses }
      await put(walletKey(userId), record)
    },
    close: () => db.close(),
  }
}
