import bs58 from 'bs58'

/** The bytes of a base58 string (as Solana writes keys), or undefined when it is not base58 or too long. */
export function base58Decode(text: string): Uint8Array | undefined {
  return text.length > 128 ? undefined : bs58.decodeUnsafe(text)
}

/** Whether `address` is a Solana public key: base58 of exactly 32 bytes. */
export function isSolanaAddress(address: string): boolean {
  return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address) && base58Decode(address)?.length === 32
}
