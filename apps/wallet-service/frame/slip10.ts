// SLIP-0010 ed25519 derivation (Solana) lives in the key format's package.
export { deriveEd25519, type Ed25519Node } from '@portico/recover'
