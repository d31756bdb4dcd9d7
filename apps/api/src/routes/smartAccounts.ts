import { Hono } from 'hono'
import { isAddressEqual } from 'viem'
import { z } from 'zod'
import type { AppEnv } from '../app.js'
import type { PaymasterConfig, SessionContractsConfig, SmartAccountConfig } from '../config.js'
import type { Database } from '../db/database.js'
import { findPolicy } from '../db/paymaster.js'
import { validate } from '../middleware/validate.js'

const querySchema = z.object({ projectId: z.string().min(1).max(128).optional() })

/** What the route answers for one chain. */
export type SmartAccountNetwork = {
  caipNetworkId: `eip155:${number}`
  entryPoint: string
  factory: string
  bundlerUrl: string
  /** The EIP-7702 implementation the wallet's EOA may delegate to (an in-place upgrade), where the chain has one. */
  eip7702?: string
  /** This API's paymaster service for the project, when it sponsors gas on the chain. */
  paymasterUrl?: string
  /**
   * Where sessions are offered: the chain's session contracts (ERC-7710 DelegationManager and caveat enforcers) and
   * `recordsUrl`, this API's `/v1/sessions` for the project, where the wallet records the sessions it grants.
   */
  sessions?: SessionContractsConfig & { recordsUrl: string }
}

/**
 * Whether the project's operations on `entry`'s chain are sponsored here: the paymaster service has a contract
 * on the chain for the same EntryPoint, and the project has a policy there.
 */
async function sponsors(
  db: Database,
  paymaster: PaymasterConfig | undefined,
  projectId: string,
  entry: SmartAccountConfig,
): Promise<boolean> {
  const contract = paymaster?.contracts.find((candidate) => candidate.chainId === entry.chainId)
  if (!contract || !isAddressEqual(contract.entryPoint as `0x${string}`, entry.entryPoint as `0x${string}`))
    return false
  return (await findPolicy(db, projectId, entry.chainId)) !== undefined
}

/**
 * GET /v1/smart-accounts?projectId= — the chains that offer ERC-4337 smart accounts, each with its EntryPoint,
 * account factory and bundler, `eip7702` (the implementation an EOA may delegate to) and `sessions` (the session
 * contracts, with `recordsUrl`: this API's `/v1/sessions?projectId=`) where configured, and `paymasterUrl` (this
 * API's `POST /v1/paymaster?projectId=`) when the project sponsors gas there; both URLs absolute, on the API's
 * public URL.
 */
export function smartAccountsRoutes({
  entries,
  paymaster,
  db,
  baseUrl,
}: {
  entries: readonly SmartAccountConfig[]
  paymaster: PaymasterConfig | undefined
  db: Database
  /** The API's public URL (`publicUrl`, else the listening one). */
  baseUrl: () => string
}) {
  return new Hono<AppEnv>({ strict: false }).get('/smart-accounts', async (c) => {
    validate(querySchema, c.req.query(), 'query')
    const projectId = c.get('project').id
    const project = `projectId=${encodeURIComponent(projectId)}`
    const paymasterUrl = `${baseUrl()}/v1/paymaster?${project}`
    const recordsUrl = `${baseUrl()}/v1/sessions?${project}`
    const networks: SmartAccountNetwork[] = await Promise.all(
      entries.map(async (entry) => ({
        caipNetworkId: `eip155:${entry.chainId}` as const,
        entryPoint: entry.entryPoint,
        factory: entry.factory,
        bundlerUrl: entry.bundlerUrl,
        ...(entry.eip7702 !== undefined && { eip7702: entry.eip7702 }),
        ...(entry.sessions !== undefined && { sessions: { ...entry.sessions, recordsUrl } }),
        ...((await sponsors(db, paymaster, projectId, entry)) && { paymasterUrl }),
      })),
    )
    return c.json({ networks }, 200, { 'Cache-Control': 'no-store' })
  })
}
