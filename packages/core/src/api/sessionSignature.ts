// The one home of what a smart account signs for its session records at the blockchain API (`/v1/sessions/*`):
// the EIP-712 domain and structs, and the canonical JSON text a grant's `permissions` are signed as. The API's
// routes verify with these, core's clients and the e-mail wallet's frame sign with them.

/** The request headers that prove the account on `GET /v1/sessions/{address}`: a nonce and the `ReadSessions` signature over it. */
export const SESSION_NONCE_HEADER = 'x-portico-nonce'
export const SESSION_SIGNATURE_HEADER = 'x-portico-signature'

/** The EIP-712 domain of every session signature: bound to the chain of the account. */
export const sessionDomain = (chainId: number) => ({ name: 'Portico', version: '1', chainId }) as const

/**
 * The EIP-712 structs the account signs. `permissions` is the canonical JSON text of the permissions object
 * (`canonicalJson`); `nonce` is one issued by `GET /v1/sessions/nonce`, accepted once.
 */
export const sessionTypes = {
  SessionGrant: [
    { name: 'pci', type: 'string' },
    { name: 'permissions', type: 'string' },
    { name: 'expiry', type: 'uint64' },
    { name: 'nonce', type: 'string' },
  ],
  SessionRevoke: [
    { name: 'pci', type: 'string' },
    { name: 'nonce', type: 'string' },
  ],
  ReadSessions: [
    { name: 'address', type: 'address' },
    { name: 'nonce', type: 'string' },
  ],
} as const

/**
 * The canonical JSON text of a value: object keys sorted (by UTF-16 code units) at every level, no whitespace,
 * strings and numbers as `JSON.stringify` writes them, `undefined` entries left out. What a grant's `permissions`
 * field signs, so signer and verifier compute the same text whatever order their JSON writes keys in.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}
