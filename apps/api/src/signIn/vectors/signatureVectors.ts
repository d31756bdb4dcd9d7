import vectors from './signatureVectors.json' with { type: 'json' }

/** The domain (and `https://` origin) every vector's sign-in message names. */
export const VECTOR_DOMAIN = 'vectors.portico.test'

/**
 * One case of the shared signature table: a sign-in message (its text as signed), the address, the signature in
 * the chain's usual text encoding (base58 for solana, 0x hex for polkadot, base64 for bip122) and whether it must
 * verify. `makeSignatureVectors.ts` writes the table with real keys.
 */
export type SignatureVector = {
  name: string
  /** CAIP-2 id of the chain the message names. */
  chain: `${'solana' | 'polkadot' | 'bip122'}:${string}`
  address: string
  message: string
  signature: string
  valid: boolean
}

export const signatureVectors = vectors as SignatureVector[]
