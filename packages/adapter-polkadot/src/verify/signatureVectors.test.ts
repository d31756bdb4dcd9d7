import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { verifyMessage } from '../actions/verifyMessage.js'

// The shared signature table (apps/api/src/signIn/vectors: real keys, forgeries, drift cases), which the API's
// sign-in route runs too: this adapter's verifier must give every Polkadot vector its expected verdict.
type Vector = {
  name: string
  chain: string
  address: string
  message: string
  signature: string
  valid: boolean
}
const vectors = (
  JSON.parse(
    readFileSync(
      new URL('../../../../apps/api/src/signIn/vectors/signatureVectors.json', import.meta.url),
      'utf8',
    ),
  ) as Vector[]
).filter((vector) => vector.chain.startsWith('polkadot:'))

// No cryptoWaitReady: the check is pure JS.

describe('shared signature vectors', () => {
  test('the table has valid signatures and forgeries', () => {
    expect(vectors.some((vector) => vector.valid)).toBe(true)
    expect(vectors.some((vector) => !vector.valid)).toBe(true)
  })
  test.each(vectors.map((vector) => [vector.name, vector] as const))('%s', (_, vector) => {
    expect(verifyMessage(vector).valid).toBe(vector.valid)
  })
})
