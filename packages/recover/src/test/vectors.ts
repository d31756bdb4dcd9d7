// The format's test vectors (vectors/v1.json), typed for the tests.
import { readFileSync } from 'node:fs'
import type { Kit, SealedShare } from '../format/schemas.js'
import type { SecretKind } from '../format/secret.js'
import type { WalletAddresses } from '../format/wallet.js'

export type WalletVector = {
  kind: SecretKind
  secret: string
  input?: string
  mnemonic?: string
  evmPrivateKey?: `0x${string}`
  solanaSecretKey?: string
  addresses: WalletAddresses
}

export type Vectors = {
  wallets: WalletVector[]
  splits: { secret: string; slopes: string; shares: string[]; shareAt: { x: number; share: string } }[]
  sealedShare: {
    password: string
    sameUnderNfkc: string
    share: string
    salt: string
    iv: string
    sealed: SealedShare
  }
  kits: { kind: SecretKind; password: string; wallet: number; kit: Kit }[]
}

export const vectors: Vectors = JSON.parse(
  readFileSync(new URL('../../vectors/v1.json', import.meta.url), 'utf8'),
)

/** A deep copy of a vector kit, to change in a test. */
export function kitCopy(index = 0): Kit {
  const kit = vectors.kits[index]?.kit
  if (!kit) throw new Error(`No kit vector ${index}`)
  return structuredClone(kit)
}
