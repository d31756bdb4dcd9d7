import { generateKeyPair, randomUUID } from 'node:crypto'
import { promisify } from 'node:util'
import type { JWK } from 'oidc-provider'

const generateRsaKeyPair = promisify(generateKeyPair)

/** A fresh RS256 signing key (the algorithm Google's and Apple's ID tokens use) as a private JWK. */
export async function createSigningKey(): Promise<JWK> {
  const { privateKey } = await generateRsaKeyPair('rsa', { modulusLength: 2048 })
  return { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: randomUUID(), alg: 'RS256', use: 'sig' }
}
