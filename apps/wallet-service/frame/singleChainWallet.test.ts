import { openKit, secretFromEvmKey, secretFromSolanaKey } from '@portico/recover'
import { Keypair } from '@solana/web3.js'
import bs58 from 'bs58'
import { bytesToHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { openDeviceStore } from './deviceStore.js'
import { addressOn, ChainNotInWalletError, evmKeyOf, solanaKeyOf } from './keys.js'
import type { ServiceClient } from './service.js'
import { makeKitFile } from './walletKit.js'
import type { WalletContext } from './walletSession.js'
import { createWalletShares, recoverWalletShares, withWalletKeys } from './walletShares.js'

// A wallet made from an imported private key has that chain only: its addresses, its keys, a device that
// recovers it and its emergency kit all have the one chain, and asking for the other is a ChainNotInWalletError.

const EVM_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA = Keypair.fromSeed(new Uint8Array(32).fill(7))
const PASSWORD = 'correct horse battery'

/** The service's side of one user, in memory. */
function memoryService() {
  const shares = new Map<string, string>()
  let wallet: { recovery: { splitId: string; blob: string }; addresses: Record<string, string> } | undefined
  const client = {
    async createWallet(body: NonNullable<typeof wallet> & { splitId: string; share: string }) {
      shares.set(body.splitId, body.share)
      wallet = { recovery: body.recovery, addresses: body.addresses }
      return {}
    },
    wallet: async () => (wallet ? { exists: true, ...wallet } : { exists: false }),
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
  await store.saveSession({ token: 't', expiresAt: Date.now() + 60_000, user: { id: 'u', email: 'a@b.c' } })
  return { store, service, scrypt: { N: 2 ** 4, r: 8, p: 1 }, now: Date.now }
}

describe('a wallet imported from a private key', () => {
  test('an EVM key: the EVM address and key only, on this device, a recovered one and in the kit', async () => {
    const service = memoryService()
    const first = await device(service)
    const addresses = await createWalletShares(first, PASSWORD, secretFromEvmKey(EVM_KEY))
    expect(addresses).toEqual({ eip155: EVM_ADDRESS })
    expect((await service.wallet()).addresses).toEqual({ eip155: EVM_ADDRESS })
    await withWalletKeys(first, (keys) => {
      expect(keys.kind).toBe('evm-key')
      expect(bytesToHex(evmKeyOf(keys).privateKey)).toBe(EVM_KEY)
      expect(() => solanaKeyOf(keys)).toThrow(ChainNotInWalletError)
    })
    expect(() => addressOn(addresses, 'solana')).toThrow(
      'This wallet has no Solana account: it was imported from a private key of another chain',
    )

    const second = await device(service)
    expect(await recoverWalletShares(second, PASSWORD)).toEqual({ eip155: EVM_ADDRESS })
    const file = await makeKitFile(second, PASSWORD, 'http://wallet.test')
    expect(file.kit.addresses).toEqual({ eip155: EVM_ADDRESS })
    const { wallet } = await openKit(file.text, PASSWORD)
    expect(wallet).toMatchObject({ kind: 'evm-key', addresses: { eip155: EVM_ADDRESS } })
  })

  test('a Solana key: the Solana address and key only; the EVM side is refused', async () => {
    const service = memoryService()
    const context = await device(service)
    const address = SOLANA.publicKey.toBase58()
    const secret = secretFromSolanaKey(bs58.encode(SOLANA.secretKey))
    expect(await createWalletShares(context, PASSWORD, secret)).toEqual({ solana: address })
    await withWalletKeys(context, (keys) => {
      expect(keys.kind).toBe('solana-key')
      expect(solanaKeyOf(keys).address).toBe(address)
      expect(() => evmKeyOf(keys)).toThrow(ChainNotInWalletError)
    })
    const error = (() => {
      try {
        addressOn({ solana: address }, 'eip155')
      } catch (caught) {
        return caught as ChainNotInWalletError
      }
    })()
    expect(error).toMatchObject({ reason: 'NOT_SUPPORTED', code: 4902 })
    const file = await makeKitFile(context, PASSWORD, 'http://wallet.test')
    expect(file.fileName).toBe(`portico-emergency-kit-${address.slice(0, 8).toLowerCase()}.json`)
  })
})
