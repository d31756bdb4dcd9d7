import { type EmailUser, findUserByEmail } from '../auth/users.js'
import { readWallet } from '../auth/wallets.js'
import type { Database } from '../db/database.js'
import type { MailContent } from '../mail/compose.js'
import { ExitRefusedError } from './errors.js'
import { EXIT_LINK_TTL_MS, issueExitRequest, readWalletMove } from './exitRequests.js'
import { originSchema } from './moveFile.js'

export type ExitStepContext = {
  db: Database
  /** This service's public origin (`PUBLIC_URL`'s): the `from` of its exports, the `to` its imports must name. */
  origin: string
  now: () => number
}

export type RequestExitParameters = { email: string; to: string }

/** The origin `to` names, refused when it is no origin or is this service's own. */
export function destinationOrigin(to: string, own: string): string {
  const parsed = originSchema.safeParse(to)
  if (!parsed.success)
    throw new ExitRefusedError(
      'CONFIG',
      `--to must be the other wallet service's origin, such as https://wallet.example.com (got ${JSON.stringify(to)})`,
    )
  if (parsed.data === own) throw new ExitRefusedError('CONFIG', `--to is this service's own origin (${own})`)
  return parsed.data
}

/**
 * The user of `email` with a wallet this service still serves, else the refusal that says why not. A move is
 * addressed by e-mail, so a user without an address (a passkey-only user) is never found here.
 */
export async function userWithWallet(db: Pick<Database, 'query'>, email: string): Promise<EmailUser> {
  const user = await findUserByEmail(db, email.trim().toLowerCase())
  if (!user) throw new ExitRefusedError('NO_USER', `No user has the e-mail address ${email} on this service`)
  if (!(await readWallet(db, user.id)))
    throw new ExitRefusedError('NO_WALLET', `${email} has no wallet on this service`)
  return user
}

/**
 * Step 1 of the exit, on the old service: asks the user, by an e-mailed link to a page of this service, whether
 * their wallet may move to `to`. Replaces an earlier request (which then needs a new answer).
 */
export async function requestExit(
  context: ExitStepContext & {
    /** The base of the link (`PUBLIC_URL`). */
    publicUrl: string
    send: (to: string, content: MailContent, locale: string | null) => Promise<void>
  },
  { email, to }: RequestExitParameters,
): Promise<{ to: string; expiresAt: number }> {
  const { db, now } = context
  const destination = destinationOrigin(to, context.origin)
  const user = await userWithWallet(db, email)
  const moved = await readWalletMove(db, user.id)
  if (moved)
    throw new ExitRefusedError('MOVED', `The wallet of ${user.email} has moved to ${moved.to} already`)
  const { token, expiresAt } = await issueExitRequest(db, {
    userId: user.id,
    to: destination,
    locale: user.locale,
    now: now(),
  })
  const link = `${context.publicUrl.replace(/\/+$/, '')}/exit/approve?token=${token}`
  await context.send(
    user.email,
    { kind: 'exit', link, email: user.email, to: destination, hours: EXIT_LINK_TTL_MS / 3_600_000 },
    user.locale,
  )
  return { to: destination, expiresAt }
}
