// `@portico/adapter-solana/verify`: the Solana signature check alone, without the adapter (no @solana/web3.js),
// for servers that verify sign-ins.
export { type VerifyEd25519Parameters, verifyEd25519 } from './verifyEd25519.js'
export {
  isSolanaAddress,
  solanaAddressBytes,
  type VerifySolanaSignatureParameters,
  verifySolanaSignature,
} from './verifySolanaSignature.js'
