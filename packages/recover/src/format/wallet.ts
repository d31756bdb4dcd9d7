// From a wallet secret to its keys and addresses. A mnemonic wallet has an EVM key at m/44'/60'/0'/0/0
// (MetaMask's first account) and a Solana key at m/44'/501'/0'/0' (Phantom's and Solflare's); a raw-key wallet
// has only its own chain's key.
import { ed25519 } from '@noble/curves/ed25519'
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedWebcrypto } from '@scure/bip39'
import bs58 from 'bs58'
import { toHex, wipe } from './bytes.js'
import { type EvmAddress, evmAddressOf } from './evm.js'
import { mnemonicOf, type SecretKind, secretKind } from './secret.js'
import { deriveEd25519 } from './slip10.js'

/** Where the EVM key of a mnemonic sits. */
export const EVM_PATH = "m/44'/60'/0'/0/0"
/** Where the Solana key of a mnemonic sits. */
export const SOLANA_PATH = "m/44'/501'/0'/0'"

export type EvmKey = { privateKey: Uint8Array; address: EvmAddress }
/** `secretKey` is the 32-byte ed25519 seed; Solana wallets export it as base58 of seed ‖ public key. */
export type SolanaKey = { secretKey: Uint8Array; publicKey: Uint8Array; address: string }
export type WalletAddresses = { eip155?: EvmAddress; solana?: string }
type AddressesLike = { eip155?: string | undefined; solana?: string | undefined }

export type RecoveredWallet = {
  kind: SecretKind
  /** The recovery phrase, for a mnemonic wallet. */
  mnemonic?: string
  addresses: WalletAddresses
  keys: { evm?: EvmKey; solana?: SolanaKey }
  /** Zeroes the private key bytes. */
  wipe(): void
}

/** The EVM key of a secp256k1 private key. */
export function evmKeyOf(privateKey: Uint8Array): EvmKey {
  return { privateKey, address: evmAddressOf(privateKey) }
}

/** The Solana key of an ed25519 seed. */
export function solanaKeyOf(seed: Uint8Array): SolanaKey {
  const publicKey = ed25519.getPublicKey(seed)
  return { secretKey: seed, publicKey, address: bs58.encode(publicKey) }
}

/**
 * The EVM and Solana keys of a BIP-39 mnemonic (no passphrase); the seed is wiped once they are derived.
 *
 * @example
 * const keys = await keysFromMnemonic('abandon … about')
 * keys.evm.address // '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'
 */
export async function keysFromMnemonic(mnemonic: string): Promise<{ evm: EvmKey; solana: SolanaKey }> {
  const seed = await mnemonicToSeedWebcrypto(mnemonic)
  try {
    const root = HDKey.fromMasterSeed(seed)
    const node = root.derive(EVM_PATH)
    const evmKey = Uint8Array.from(node.privateKey ?? [])
    node.wipePrivateData()
    root.wipePrivateData()
    if (evmKey.length !== 32) throw new Error('EVM key derivation failed')
    const { key: solanaSeed, chainCode } = deriveEd25519(seed, SOLANA_PATH)
    wipe(chainCode)
    return { evm: evmKeyOf(evmKey), solana: solanaKeyOf(solanaSeed) }
  } finally {
    wipe(seed)
  }
}

/**
 * The wallet a secret stands for: its kind, its mnemonic (for entropy), its keys and addresses. Throws
 * `InvalidKeyError` for bytes that are no wallet secret.
 *
 * @example
 * const wallet = await walletFromSecret(secret)
 * wallet.addresses // { eip155: '0x…', solana: '…' }
 * wallet.wipe()
 */
export async function walletFromSecret(secret: Uint8Array): Promise<RecoveredWallet> {
  const kind = secretKind(secret)
  if (kind === 'mnemonic') {
    const mnemonic = mnemonicOf(secret)
    const { evm, solana } = await keysFromMnemonic(mnemonic)
    return {
      kind,
      mnemonic,
      addresses: { eip155: evm.address, solana: solana.address },
      keys: { evm, solana },
      wipe: () => wipe(evm.privateKey, solana.secretKey),
    }
  }
  const key = secret.slice(1)
  if (kind === 'evm-key') {
    const evm = evmKeyOf(key)
    return { kind, addresses: { eip155: evm.address }, keys: { evm }, wipe: () => wipe(key) }
  }
  const solana = solanaKeyOf(key)
  return { kind, addresses: { solana: solana.address }, keys: { solana }, wipe: () => wipe(key) }
}

/** The EVM private key as wallets import it: 0x and 64 hex digits. */
export function evmPrivateKeyHex(key: EvmKey): `0x${string}` {
  return `0x${toHex(key.privateKey)}`
}

/** The Solana secret key as wallets import it: base58 of the 32-byte seed followed by the public key. */
export function solanaSecretKeyBase58(key: SolanaKey): string {
  const full = new Uint8Array(64)
  full.set(key.secretKey)
  full.set(key.publicKey, 32)
  try {
    return bs58.encode(full)
  } finally {
    wipe(full)
  }
}

/** Whether two address sets name the same chains and accounts (EVM addresses compared without their checksum). */
export function sameAddresses(a: AddressesLike, b: AddressesLike): boolean {
  return a.eip155?.toLowerCase() === b.eip155?.toLowerCase() && a.solana === b.solana
}
