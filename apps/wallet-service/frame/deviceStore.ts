// What this device keeps in IndexedDB (database `portico-embedded-wallet`, on the service's origin): its random
// device id, the session per project, and per user its share of the wallet wrapped with AES-GCM under a
// non-extractable WebCrypto key (stored beside it as a CryptoKey, so no script can read the raw key), and per user
// and network the account they chose there (EOA, counterfactual smart account, or the EOA upgraded in place).
import { arrayBuffer, randomBytes, toBase64Url } from './bytes.js'
import type { WalletAddresses } from './keys.js'
import type { Share } from './shares.js'

export const DATABASE_NAME = 'portico-embedded-wallet'
const STORE = 'records'

/** A passkey-only or social user has no e-mail address (`null`); a social user has the provider's name for them. */
export type StoredSession = {
  token: string
  expiresAt: number
  user: { id: string; email: string | null; userName?: string | undefined }
}

type WrappedShare = {
  userId: string
  splitId: string
  iv: Uint8Array
  wrapped: ArrayBuffer
  addresses: WalletAddresses
}

export type DeviceShare = { share: Share; addresses: WalletAddresses }

export type AccountType = 'eoa' | 'smartAccount'

/**
 * The account chosen on a network: the EOA, the counterfactual smart account (`smartAccount`, as stored before the
 * in-place upgrade existed), or the EOA upgraded in place with EIP-7702 (`eip7702`).
 */
export type AccountChoice = AccountType | 'eip7702'

export type DeviceStore = {
  /** Whether the records outlive the page (IndexedDB) or not (memory). */
  persistent: boolean
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
  /** The account the user chose on a network (CAIP-2 id) on this device; undefined before any choice. */
  preferredAccount(userId: string, caipNetworkId: string): Promise<AccountChoice | undefined>
  savePreferredAccount(userId: string, caipNetworkId: string, choice: AccountChoice): Promise<void>
  close(): void
}

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

/** Where the records live: IndexedDB, or memory where the browser refuses storage to the frame. */
type Records = {
  get<T>(key: string): Promise<T | undefined>
  put(key: string, value: unknown): Promise<void>
  /** Adds unless the key exists; false then. */
  add(key: string, value: unknown): Promise<boolean>
  delete(key: string): Promise<void>
  close(): void
}

async function indexedDbRecords(factory: IDBFactory): Promise<Records> {
  const request = factory.open(DATABASE_NAME, 1)
  request.onupgradeneeded = () => request.result.createObjectStore(STORE)
  const db = await promised(request)
  const store = (mode: IDBTransactionMode) => db.transaction(STORE, mode).objectStore(STORE)
  return {
    get: (key) => promised(store('readonly').get(key)),
    put: async (key, value) => void (await promised(store('readwrite').put(value, key))),
    add: (key, value) =>
      promised(store('readwrite').add(value, key)).then(
        () => true,
        () => false,
      ),
    delete: async (key) => void (await promised(store('readwrite').delete(key))),
    close: () => db.close(),
  }
}

function memoryRecords(): Records {
  const map = new Map<string, unknown>()
  return {
    get: async <T>(key: string) => map.get(key) as T | undefined,
    put: async (key, value) => void map.set(key, value),
    add: async (key, value) => {
      if (map.has(key)) return false
      map.set(key, value)
      return true
    },
    delete: async (key) => void map.delete(key),
    close: () => map.clear(),
  }
}

/**
 * Opens the device's store; sessions are kept per `projectId` (each app signs in on its own). Where the browser
 * refuses the frame storage (a third-party frame with third-party data blocked, private windows), the store lives
 * in memory: the wallet works for the page's life, and a reload asks for the e-mail code and recovery password
 * again. `persistent` tells which.
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
  indexedDB?: IDBFactory | undefined
}): Promise<DeviceStore> {
  let records: Records
  let persistent = true
  try {
    if (!indexedDB) throw new Error('No IndexedDB')
    records = await indexedDbRecords(indexedDB)
  } catch {
    records = memoryRecords()
    persistent = false
  }
  const { get, put } = records
  const remove = (key: string) => records.delete(key)

  // Two frames of one page may start at once: `add` fails for the second, which then reads the first's value.
  async function once<T>(key: string, make: () => Promise<T> | T): Promise<T> {
    const known = await get<T>(key)
    if (known !== undefined) return known
    const value = await make()
    return (await records.add(key, value)) ? value : ((await get<T>(key)) as T)
  }

  const wrapKey = () =>
    once<CryptoKey>('wrapKey', () =>
      crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']),
    )
  const sessionKey = `session:${projectId}`
  const walletKey = (userId: string) => `wallet:${userId}`
  const accountKey = (userId: string, caipNetworkId: string) => `account:${userId}:${caipNetworkId}`

  return {
    persistent,
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
    async preferredAccount(userId, caipNetworkId) {
      const type = await get<unknown>(accountKey(userId, caipNetworkId))
      return type === 'eoa' || type === 'smartAccount' || type === 'eip7702' ? type : undefined
    },
    savePreferredAccount: (userId, caipNetworkId, choice) => put(accountKey(userId, caipNetworkId), choice),
    close: () => records.close(),
  }
}
