// The blockchain API's records of the sessions a smart account granted (`/v1/sessions`, at the network's
// `sessions.recordsUrl`). Each call proves the account with an EIP-712 signature over a single-use nonce the API
// issued; the frame makes these signatures itself, as the account, without a prompt of their own: the grant's and
// the revoke's Approve cover them, and reading the list needs none (it is the wallet's internal read).
import {
  canonicalJson,
  SESSION_NONCE_HEADER,
  SESSION_SIGNATURE_HEADER,
  sessionDomain,
  sessionTypes,
} from '@portico/core/sessions'
import { type Address, type Hex, hashTypedData } from 'viem'
import * as z from 'zod/mini'
import { FrameRequestError } from '../errors.js'

const nonceReply = z.object({ nonce: z.string().check(z.regex(/^0x[0-9a-f]{64}$/)) })
const sessionsReply = z.object({
  sessions: z
    .array(
      z.object({
        pci: z.string(),
        permissions: z.record(z.string(), z.unknown()),
        expiry: z.number(),
        active: z.boolean(),
      }),
    )
    .check(z.maxLength(10_000)),
})
const errorReply = z.object({ message: z.string() })

/** The API refused a session call, or answered what it does not answer. */
export class SessionRecordsError extends FrameRequestError {
  override name = 'SessionRecordsError'
  constructor(
    what: string,
    readonly status: number,
    message: string,
  ) {
    super(`The session records (${what}) answered ${status}: ${message.slice(0, 300)}`, { code: -32603 })
  }
}

export type SessionRecordsParameters = {
  /** The network's `sessions.recordsUrl`: the API's `/v1/sessions?projectId=…`. */
  recordsUrl: string
  chainId: number
  account: Address
  /** The account's signature of an EIP-712 hash (ERC-1271, ERC-6492-wrapped while it has no code). */
  sign: (hash: Hex) => Promise<Hex>
}

/** A stored session: its pci, the permission response the app got, its expiry and whether it is still active. */
export type SessionRecord = z.infer<typeof sessionsReply>['sessions'][number]

/**
 * The account's session records: `grant` stores a granted session, `list` reads them, `revoke` marks one revoked.
 *
 * @example
 * await sessionRecords({ recordsUrl, chainId, account, sign }).grant({ pci, permissions, expiry })
 */
export function sessionRecords({ recordsUrl, chainId, account, sign }: SessionRecordsParameters) {
  const caip10 = `eip155:${chainId}:${account}`
  const url = (path: string, query: Record<string, string> = {}) => {
    const target = new URL(recordsUrl)
    target.pathname = `${target.pathname.replace(/\/$/, '')}/${path}`
    for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value)
    return target.toString()
  }
  async function call<T>(what: string, target: string, schema: z.ZodMiniType<T>, init?: RequestInit) {
    const response = await fetch(target, init)
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok)
      throw new SessionRecordsError(what, response.status, errorReply.safeParse(body).data?.message ?? '')
    const parsed = schema.safeParse(body)
    if (!parsed.success) throw new SessionRecordsError(what, response.status, 'an unexpected answer')
    return parsed.data
  }
  const nonce = async () => (await call('nonce', url('nonce', { address: caip10 }), nonceReply)).nonce
  const signed = async (
    typed:
      | {
          primaryType: 'SessionGrant'
          message: { pci: string; permissions: string; expiry: bigint; nonce: string }
        }
      | { primaryType: 'SessionRevoke'; message: { pci: string; nonce: string } }
      | { primaryType: 'ReadSessions'; message: { address: Address; nonce: string } },
  ) => sign(hashTypedData({ domain: sessionDomain(chainId), types: sessionTypes, ...typed }))
  const success = z.object({ success: z.literal(true) })
  const json = { 'content-type': 'application/json' }

  return {
    async grant({
      pci,
      permissions,
      expiry,
    }: {
      pci: string
      permissions: Record<string, unknown>
      expiry: number
    }) {
      const fresh = await nonce()
      const message = { pci, permissions: canonicalJson(permissions), expiry: BigInt(expiry), nonce: fresh }
      const signature = await signed({ primaryType: 'SessionGrant', message })
      const body = JSON.stringify({ pci, permissions, expiry, nonce: fresh, signature })
      await call('grant', url(caip10), success, { method: 'POST', headers: json, body })
    },
    async list(): Promise<SessionRecord[]> {
      const fresh = await nonce()
      const signature = await signed({
        primaryType: 'ReadSessions',
        message: { address: account, nonce: fresh },
      })
      const headers = { [SESSION_NONCE_HEADER]: fresh, [SESSION_SIGNATURE_HEADER]: signature }
      return (await call('list', url(caip10), sessionsReply, { headers })).sessions
    },
    /** Marks `pci` revoked; false when the API has no record of it (a session granted elsewhere). */
    async revoke(pci: string): Promise<boolean> {
      const fresh = await nonce()
      const signature = await signed({ primaryType: 'SessionRevoke', message: { pci, nonce: fresh } })
      const body = JSON.stringify({ pci, nonce: fresh, signature })
      try {
        await call('revoke', url(`${caip10}/revoke`), success, { method: 'POST', headers: json, body })
        return true
      } catch (error) {
        if (error instanceof SessionRecordsError && error.status === 404) return false
        throw error
      }
    },
  }
}
