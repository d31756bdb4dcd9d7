// The wallet's keys. A new wallet's secret is 32 bytes of entropy → BIP-39 mnemonic → seed → one EVM key (BIP-32,
// secp256k1) and one Solana key (SLIP-0010, ed25519); an imported private key is a secret of its own chain only.
// Only the secret is ever split and stored; keys are derived when needed. The derivation is the key format's
// (`@portico/recover`); this file keeps the frame's shape of the keys.
import {
  ENTROPY_BYTES,
  type EvmAddress,
  type EvmKey,
  keysFromMnemonic as formatKeysFromMnemonic,
  solanaSecretKeyBase58 as formatSolanaSecretKeyBase58,
  mnemonicOf,
  randomBytes,
  type SecretKind,
  type SolanaKey,
  walletFromSecret,
  wipe,
} from '@portico/recover'
import { FrameRequestError } from './errors.js'

export { ENTROPY_BYTES, EVM_PATH, mnemonicOf, SOLANA_PATH } from '@portico/recover'

/** The wallet's addresses: both for a wallet made from a phrase, one for an imported private key. */
export type WalletAddresses = { eip155?: EvmAddress; solana?: string }

export type WalletNamespace = 'eip155' | 'solana'

export type WalletKeys = {
  kind: SecretKind
  evm?: EvmKey
  /** `secretKey` is the 32-byte ed25519 seed; Solana wallets export it as base58 of seed ‖ public key. */
  solana?: SolanaKey
  addresses: WalletAddresses
  /** Zeroes the private key bytes. */
  wipe(): void
}

/** The keys of a wallet made from a phrase: both chains. */
export type MnemonicKeys = WalletKeys & {
  kind: 'mnemonic'
  evm: EvmKey
  solana: SolanaKey
  addresses: Required<WalletAddresses>
}

/**
 * A request on a chain the wallet has no key for (a wallet imported from the other chain's private key). The kit
 * reads reason NOT_SUPPORTED with code 4902 as "this wallet has no account on that chain".
 */
export class ChainNotInWalletError extends FrameRequestError {
  override name = 'ChainNotInWalletError'
  constructor(namespace: WalletNamespace) {
    super(
      `This wallet has no ${namespace === 'eip155' ? 'EVM' : 'Solana'} account: it was imported from a private key of another chain`,
      { reason: 'NOT_SUPPORTED', code: 4902 },
    )
  }
}

/** The wallet's address on `namespace`; `ChainNotInWalletError` when it has none there. */
export function addressOn(addresses: WalletAddresses, namespace: WalletNamespace): string {
  const address = addresses[namespace]
  if (!address) throw new ChainNotInWalletError(namespace)
  return address
}

/** The wallet's EVM key; `ChainNotInWalletError` for a Solana-only wallet. */
export function evmKeyOf(keys: WalletKeys): EvmKey {
  if (!keys.evm) throw new ChainNotInWalletError('eip155')
  return keys.evm
}

/** The wallet's Solana key; `ChainNotInWalletError` for an EVM-only wallet. */
export function solanaKeyOf(keys: WalletKeys): SolanaKey {
  if (!keys.solana) throw new ChainNotInWalletError('solana')
  return keys.solana
}

/** Fresh entropy for a new wallet. */
export function newEntropy(): Uint8Array {
  return randomBytes(ENTROPY_BYTES)
}

/** The wallet's keys from its entropy (the seed is wiped once the keys are derived). */
export async function keysFromEntropy(entropy: Uint8Array): Promise<MnemonicKeys> {
  return keysFromMnemonic(mnemonicOf(entropy))
}

/**
 * The wallet's keys from its secret as split: BIP-39 entropy (both chains) or an imported private key (its chain
 * only). The caller wipes `secret`; `wipe()` zeroes the keys.
 */
export async function keysFromSecret(secret: Uint8Array): Promise<WalletKeys> {
  const wallet = await walletFromSecret(secret)
  return { kind: wallet.kind, ...wallet.keys, addresses: wallet.addresses, wipe: () => wallet.wipe() }
}

/**
 * The EVM and Solana keys of a BIP-39 mnemonic (no passphrase).
 *
 * @example
 * const keys = await keysFromMnemonic('abandon … about')
 * keys.addresses.eip155 // '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'
 */
export async function keysFromMnemonic(mnemonic: string): Promise<MnemonicKeys> {
  const { evm, solana } = await formatKeysFromMnemonic(mnemonic)
  return {
    kind: 'mnemonic',
    evm,
    solana,
    addresses: { eip155: evm.address, solana: solana.address },
    wipe: () => wipe(evm.privateKey, solana.secretKey),
  }
}

/** The Solana secret key as wallets import it: base58 of the 32-byte seed followed by the public key. */
export function solanaSecretKeyBase58(keys: WalletKeys): string {
  return formatSolanaSecretKeyBase58(solanaKeyOf(keys))
}
