// `@portico/recover`: Portico's open key format, version 1 — the wallet secret and its keys, 2-of-3 shares over
// GF(2^8), the sealed (password-protected) share and the emergency kit — and, as the `portico-recover` bin, the
// tool that recovers a wallet from its kit with no network.
export {
  arrayBuffer,
  equalBytes,
  fromBase64,
  fromHex,
  randomBytes,
  toBase64,
  toHex,
  wipe,
} from './format/bytes.js'
export {
  InvalidBlobError,
  InvalidKeyError,
  type InvalidKeyReason,
  KitDamagedError,
  KitFormatError,
  KitPasswordError,
  RecoverError,
  ShareMismatchError,
  WrongPasswordError,
} from './format/errors.js'
export { checksumAddress, type EvmAddress, evmAddressOf, isEvmPrivateKey } from './format/evm.js'
export { gfDiv, gfInv, gfMul } from './format/gf256.js'
export {
  type CreateKitParameters,
  createKit,
  type Kit,
  kitFileName,
  kitShareAssociatedData,
  type OpenedKit,
  openKit,
  parseKit,
} from './format/kit.js'
export {
  kitSchema,
  MAX_KIT_BYTES,
  type SealedShare,
  type ShareJson,
  sealedShareSchema,
  shareJsonSchema,
  splitIdSchema,
} from './format/schemas.js'
export {
  DEFAULT_SCRYPT,
  openSealedShare,
  parseSealedShare,
  type ScryptParameters,
  type SealShareOptions,
  sealShare,
} from './format/sealedShare.js'
export {
  ENTROPY_BYTES,
  ENTROPY_LENGTHS,
  EVM_KEY_TAG,
  mnemonicOf,
  normalizeMnemonic,
  type SecretKind,
  SOLANA_KEY_TAG,
  secretFromEvmKey,
  secretFromMnemonic,
  secretFromSolanaKey,
  secretKind,
} from './format/secret.js'
export { combineShares2, shareAt, sharesOnLine, shareX } from './format/shares.js'
export { deriveEd25519, type Ed25519Node } from './format/slip10.js'
export {
  EVM_PATH,
  type EvmKey,
  evmKeyOf,
  evmPrivateKeyHex,
  keysFromMnemonic,
  type RecoveredWallet,
  SOLANA_PATH,
  type SolanaKey,
  sameAddresses,
  solanaKeyOf,
  solanaSecretKeyBase58,
  type WalletAddresses,
  walletFromSecret,
} from './format/wallet.js'
