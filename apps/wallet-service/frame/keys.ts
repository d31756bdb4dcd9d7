// The wallet's keys: 32 bytes of entropy → BIP-39 mnemonic → seed → one EVM key (BIP-32, secp256k1) and one
// Solana key (SLIP-0010, ed25519). Only the entropy is ever split and stored; keys are derived when needed. The
// derivation is the key format's (`@portico/recover`); this file keeps the frame's shape of the keys.
import {
  ENTROPY_BYTES,
  type EvmAddress,
  keysFromMnemonic as formatKeysFromMnemonic,
  solanaSecretKeyBase58 as formatSolanaSecretKeyBase58,
  mnemonicOf,
  randomBytes,
  wipe,
} from '@portico/recover'

export { ENTROPY_BYTES, EVM_PATH, mnemonicOf, SOLANA_PATH } from '@portico/recover'

export type WalletAddresses = { eip155: EvmAddress; solana: string }

export type WalletKeys = {
  evm: { privateKey: Uint8Array; address: EvmAddress }
  /** `secretKey` is the 32-byte ed25519 seed; Solana wallets export it as base58 of seed ‖ public key. */
  solana: { secretKey: Uint8Array; publicKey: Uint8Array; address: string }
  addresses: WalletAddresses
  /** Zeroes the private key bytes. */
  wipe(): void
}

/** Fresh entropy for a new wallet. */
export function newEntropy(): Uint8Array {
  return randomBytes(ENTROPY_BYTES)
}

/** The wallet's keys from its entropy (the seed is wiped once the keys are derived). */
export async function keysFromEntropy(entropy: Uint8Array): Promise<WalletKeys> {
  return keysFromMnemonic(mnemonicOf(entropy))
}

/**
 * The EVM and Solana keys of a BIP-39 mnemonic (no passphrase).
 *
 * @example
 * const keys = await keysFromMnemonic('abandon … about')
 * keys.addresses.eip155 // '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'
 */
export async function keysFromMnemonic(mnemonic: string): Promise<WalletKeys> {
  const { evm, solana } = await formatKeysFromMnemonic(mnemonic)
  return {
    evm,
    solana,
    addresses: { eip155: evm.address, solana: solana.address },
    wipe: () => wipe(evm.privateKey, solana.secretKey),
  }
}

/** The Solana secret key as wallets import it: base58 of the 32-byte seed followed by the public key. */
export function solanaSecretKeyBase58(keys: WalletKeys): string {
  return formatSolanaSecretKeyBase58(keys.solana)
}
