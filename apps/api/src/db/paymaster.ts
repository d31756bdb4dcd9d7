import { type Policy, policySchema } from '../paymaster/policy.js'
import type { Database } from './database.js'

/** The project's gas sponsorship policy on a chain; undefined when it has none (or a stored one is out of shape). */
export async function findPolicy(
  db: Database,
  projectId: string,
  chainId: number,
): Promise<Policy | undefined> {
  const [row] = await db.query<{ policy: unknown }>(
    'select policy from paymaster_policies where project_id = $1 and chain_id = $2',
    [projectId, chainId],
  )
  const parsed = policySchema.safeParse(row?.policy)
  return parsed.success ? parsed.data : undefined
}

/** Sets (or replaces) the project's policy on a chain. */
export async function storePolicy(
  db: Database,
  { projectId, chainId, policy, now }: { projectId: string; chainId: number; policy: Policy; now: number },
): Promise<void> {
  await db.query(
    `insert into paymaster_policies (project_id, chain_id, policy, updated_at) values ($1, $2, $3, $4)
     on conflict (project_id, chain_id) do update set policy = excluded.policy, updated_at = excluded.updated_at`,
    [projectId, chainId, JSON.stringify(policy), now],
  )
}

/** Which daily budget an operation would overspend. */
export type SpentBudget = 'user' | 'project'

const DAY_MS = 86_400_000

/**
 * Books `wei` of sponsored gas for `sender` today (UTC) when neither the sender's nor the project's daily budget
 * would go over; otherwise books nothing and says which would. One project and chain at a time (an advisory lock),
 * so instances sharing a PostgreSQL database never book past a budget together.
 */
export async function bookSponsorship(
  db: Database,
  parameters: {
    projectId: string
    chainId: number
    sender: string
    wei: bigint
    policy: Policy
    now: number
  },
): Promise<SpentBudget | undefined> {
  const { projectId, chainId, wei, policy } = parameters
  const day = Math.floor(parameters.now / DAY_MS)
  const sender = parameters.sender.toLowerCase()
  return db.transaction(async (tx) => {
    // PGlite runs one transaction at a time; PostgreSQL needs the lock for instances booking at once.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`paymaster:${projectId}:${chainId}`])
    const rows = await tx.query<{ sender: string; wei: string }>(
      `select sender, wei::text as wei from paymaster_spend
       where project_id = $1 and chain_id = $2 and day = $3 and sender in ('', $4)`,
      [projectId, chainId, day, sender],
    )
    const spent = (who: string) => BigInt(rows.find((row) => row.sender === who)?.wei ?? 0)
    const over: SpentBudget | undefined =
      spent('') + wei > BigInt(policy.projectDailyWei)
        ? 'project'
        : spent(sender) + wei > BigInt(policy.userDailyWei)
          ? 'user'
          : undefined
    if (!over)
      for (const who of ['', sender])
        await tx.query(
          `insert into paymaster_spend (project_id, chain_id, day, sender, wei) values ($1, $2, $3, $4, $5)
           on conflict (project_id, chain_id, day, sender) do update set wei = paymaster_spend.wei + excluded.wei`,
          [projectId, chainId, day, who, wei.toString()],
        )
    return over
  })
}
