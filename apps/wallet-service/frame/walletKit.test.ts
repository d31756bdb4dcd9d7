import { KitPasswordError, openKit, secretFromMnemonic } from '@portico/recover'
import { describe, expect, test } from 'vitest'
import { openDeviceStore } from './deviceStore.js'
import type { ServiceClient } from './service.js'
import { makeKitFile, withWalletSecret } from './walletKit.js'
import type { WalletContext } from './walletSession.js'
import { createWalletShares, RecoveryFailedError, recoverWalletShares } from './walletShares.js'

// The emergency kit as the frame makes it, on a device that made the wallet and on one that recovered it: the
// kit opens with the password (the key format's openKit) to the same wallet, a wrong password changes nothing.

const PHRASE = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
const EVM = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'
const PASSWORD = 'correct horse battery'
const SCRYPT = { N: 2 ** 4, r: 8, p: 1 }
const SERVICE = 'http://wallet.test'

/** The service's side of one user, in memory: the shares by split id, the recovery blob, the addresses. */
function memoryService() {
  const shares = new Map<string, string>()
  let wallet: { recovery: { splitId: string; blob: string }; addresses: { eip155: string; solana: string } }
  const client = {
    async createWallet(body: typeof wallet & { splitId: string; share: string }) {
      shares.set(body.splitId, body.share)
      wallet = { recovery: body.recovery, addresses: body.addresses }
      return {}
    },
    async wallet() {
      return wallet ? { exists: true, ...wallet } : { exists: false }
    },
    async share(splitId: string) {
      const share = shares.get(splitId)
      if (!share) throw new Error(`no share of ${splitId}`)
      return { share }
    },
    async addShare(body: { splitId: string; share: string }) {
      shares.set(body.splitId, body.share)
      return {}
    },
  }
  return client as unknown as ServiceClient
}

async function device(service: ServiceClient): Promise<WalletContext> {
  const store = await openDeviceStore({ projectId: 'p', indexedDB: undefined })
  await store.saveSession({
    token: 't',
    expiresAt: Date.now() + 60_000,
    user: { id: 'user-1', email: 'ada@example.com' },
  })
  return { store, service, scrypt: SCRYPT, now: Date.now }
}

describe('the emergency kit made in the frame', () => {
  test('the device that made the wallet: the kit opens with the password to its phrase and addresses', async () => {
    const service = memoryService()
    const context = await device(service)
    const addresses = await createWalletShares(context, PASSWORD, secretFromMnemonic(PHRASE))
    expect(addresses.eip155).toBe(EVM)

    const file = await makeKitFile(context, PASSWORD, SERVICE)
    expect(file.fileName).toBe('portico-emergency-kit-9858effd.json')
    const { recovery } = (await service.wallet()) as { recovery: { splitId: string; blob: string } }
    expect(file.kit).toMatchObject({ service: SERVICE, splitId: recovery.splitId, addresses })
    // The recovery share travels as the service stores it, and the kit share costs as much to open.
    expect(file.kit.recovery).toEqual(JSON.parse(recovery.blob))
    expect(file.kit.kitShare).toMatchObject(SCRYPT)
    const { wallet } = await openKit(file.text, PASSWORD)
    expect(wallet.mnemonic).toBe(PHRASE)
    expect(wallet.addresses).toEqual(addresses)
    await expect(openKit(file.text, 'not the password')).rejects.toBeInstanceOf(KitPasswordError)
  })

  test('a wrong password is RECOVERY_FAILED (the form says so) and changes nothing', async () => {
    const service = memoryService()
    const context = await device(service)
    await createWalletShares(context, PASSWORD, secretFromMnemonic(PHRASE))
    const before = await service.wallet()
    const failure = await makeKitFile(context, 'not the password', SERVICE).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(RecoveryFailedError)
    expect(failure).toMatchObject({ reason: 'RECOVERY_FAILED' })
    expect(await service.wallet()).toEqual(before)
    // The device still holds its share: the right password makes the kit.
    expect((await makeKitFile(context, PASSWORD, SERVICE)).kit.addresses.eip155).toBe(EVM)
  })

  test('a device that recovered the wallet (a split of its own) makes a kit of the recovery split that opens', async () => {
    const service = memoryService()
    const first = await device(service)
    await createWalletShares(first, PASSWORD, secretFromMnemonic(PHRASE))
    const second = await device(service)
    await recoverWalletShares(second, PASSWORD)
    const own = await second.store.walletOf('user-1')
    const { recovery } = (await service.wallet()) as { recovery: { splitId: string } }
    expect(own?.splitId).not.toBe(recovery.splitId)

    const file = await makeKitFile(second, PASSWORD, SERVICE)
    expect(file.kit.splitId).toBe(recovery.splitId)
    expect((await openKit(file.text, PASSWORD)).wallet.mnemonic).toBe(PHRASE)
  })

  test('withWalletSecret hands over the secret and zeroes it afterwards; without a device share it refuses', async () => {
    const service = memoryService()
    const context = await device(service)
    await createWalletShares(context, PASSWORD, secretFromMnemonic(PHRASE))
    let seen: Uint8Array | undefined
    await withWalletSecret(context, (secret, addresses) => {
      expect(secret).toEqual(secretFromMnemonic(PHRASE))
      expect(addresses.eip155).toBe(EVM)
      seen = secret
    })
    expect(seen?.every((byte) => byte === 0)).toBe(true)
    const bare = await device(service)
    await expect(withWalletSecret(bare, () => undefined)).rejects.toMatchObject({ reason: 'NOT_LOGGED_IN' })
  })
})
