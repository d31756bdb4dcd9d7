import { randomBytes } from 'node:crypto'
import type { Address, Hex } from 'viem'
import { hashToken, newToken } from '../auth/tokens.js'
import type { Database } from '../db/database.js'

/** How long a channel lasts, from its opening to its sign-in being redeemed (as Farcaster's relay keeps them). */
export const CHANNEL_TTL_MS = 60 * 60_000
/** Channels one device may have open; a newer one drops the oldest past this. */
export const MAX_CHANNELS_PER_DEVICE = 10
/** Refused answers a channel takes; the one after the last is its end (a new sign-in needs a new channel). */
export const MAX_REFUSED_ANSWERS = 5

/** What the Farcaster app answered, once it checked out: the signed message and the user's profile. */
export type FarcasterAnswer = {
  message: string
  signature: Hex
  fid: number
  custody: Address
  username: string | undefined
  displayName: string | undefined
  bio: string | undefined
  pfpUrl: string | undefined
}

/** A channel: what it asked the Farcaster app to sign, who opened it, and how far it got. */
export type FarcasterChannel = {
  deviceId: string
  projectId: string
  domain: string
  siweUri: string
  nonce: string
  expiresAt: number
  /** `pending` until a checked answer, `completed` until the opening device redeems it, then `redeemed`. */
  state: 'pending' | 'completed' | 'redeemed'
  /** Set once completed. */
  answer: FarcasterAnswer | undefined
}

type ChannelRow = {
  device_id: string
  project_id: string
  domain: string
  siwe_uri: string
  nonce: string
  expires_at: string | number
  state: FarcasterChannel['state']
  fid: string | null
  custody: string | null
  message: string | null
  signature: string | null
  username: string | null
  display_name: string | null
  bio: string | null
  pfp_url: string | null
}

const COLUMNS = `device_id, project_id, domain, siwe_uri, nonce, expires_at, state, fid, custody, message, signature,
  username, display_name, bio, pfp_url`

function channelOf(row: ChannelRow): FarcasterChannel {
  return {
    deviceId: row.device_id,
    projectId: row.project_id,
    domain: row.domain,
    siweUri: row.siwe_uri,
    nonce: row.nonce,
    expiresAt: Number(row.expires_at),
    state: row.state,
    answer:
      row.fid === null
        ? undefined
        : {
            message: row.message ?? '',
            signature: (row.signature ?? '0x') as Hex,
            fid: Number(row.fid),
            custody: (row.custody ?? '0x') as Address,
            username: row.username ?? undefined,
            displayName: row.display_name ?? undefined,
            bio: row.bio ?? undefined,
            pfpUrl: row.pfp_url ?? undefined,
          },
  }
}

/** A Sign In With Ethereum nonce: 16 random bytes, hex (alphanumeric, as EIP-4361 asks). */
const newNonce = () => randomBytes(16).toString('hex')

export type OpenChannelParameters = {
  deviceId: string
  projectId: string
  /** The service's host, the message's domain. */
  domain: string
  /** The URI the message names. */
  siweUri: string
  now: number
}

/**
 * Records a channel for `deviceId` (expired channels are deleted, and the device's oldest past
 * `MAX_CHANNELS_PER_DEVICE`); answers its token (only its hash is stored), nonce and expiry.
 */
export async function openChannel(
  db: Pick<Database, 'query'>,
  { deviceId, projectId, domain, siweUri, now }: OpenChannelParameters,
): Promise<{ channelToken: string; nonce: string; expiresAt: number }> {
  await db.query('delete from farcaster_channels where expires_at <= $1', [now])
  const channelToken = newToken()
  const nonce = newNonce()
  const expiresAt = now + CHANNEL_TTL_MS
  await db.query(
    `insert into farcaster_channels (token_hash, device_id, project_id, domain, siwe_uri, nonce, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [hashToken(channelToken), deviceId, projectId, domain, siweUri, nonce, now, expiresAt],
  )
  await db.query(
    `delete from farcaster_channels where device_id = $1 and token_hash not in (
       select token_hash from farcaster_channels where device_id = $1 order by expires_at desc limit $2
     )`,
    [deviceId, MAX_CHANNELS_PER_DEVICE],
  )
  return { channelToken, nonce, expiresAt }
}

/** The channel `channelToken` names while it lasts (in `projectId` when given); else undefined. */
export async function findChannel(
  db: Pick<Database, 'query'>,
  { channelToken, projectId, now }: { channelToken: string; projectId?: string; now: number },
): Promise<FarcasterChannel | undefined> {
  const [row] = await db.query<ChannelRow>(
    `select ${COLUMNS} from farcaster_channels
     where token_hash = $1 and expires_at > $2 and ($3::text is null or project_id = $3)`,
    [hashToken(channelToken), now, projectId ?? null],
  )
  return row && channelOf(row)
}

/** Counts a refused answer to a pending channel; past `MAX_REFUSED_ANSWERS` the channel is deleted. */
export async function countRefusedAnswer(db: Pick<Database, 'query'>, channelToken: string): Promise<void> {
  const tokenHash = hashToken(channelToken)
  await db.query(
    `update farcaster_channels set refused = refused + 1 where token_hash = $1 and state = 'pending'`,
    [tokenHash],
  )
  await db.query('delete from farcaster_channels where token_hash = $1 and refused >= $2', [
    tokenHash,
    MAX_REFUSED_ANSWERS,
  ])
}

/** Keeps a checked answer in a pending channel that lasts; false when it was answered meanwhile (or expired). */
export async function completeChannel(
  db: Pick<Database, 'query'>,
  { channelToken, answer, now }: { channelToken: string; answer: FarcasterAnswer; now: number },
): Promise<boolean> {
  const rows = await db.query(
    `update farcaster_channels set state = 'completed', completed_at = $3, fid = $4, custody = $5, message = $6,
       signature = $7, username = $8, display_name = $9, bio = $10, pfp_url = $11
     where token_hash = $1 and state = 'pending' and expires_at > $2 returning token_hash`,
    [
      hashToken(channelToken),
      now,
      now,
      String(answer.fid),
      answer.custody,
      answer.message,
      answer.signature,
      answer.username ?? null,
      answer.displayName ?? null,
      answer.bio ?? null,
      answer.pfpUrl ?? null,
    ],
  )
  return rows.length > 0
}

/**
 * Marks a completed channel redeemed, once, for the device that opened it, in its project, while it lasts: the
 * channel as it was completed; else undefined (another device, redeemed already, pending, or expired).
 */
export async function redeemChannel(
  db: Pick<Database, 'query'>,
  {
    channelToken,
    deviceId,
    projectId,
    now,
  }: { channelToken: string; deviceId: string; projectId: string; now: number },
): Promise<FarcasterChannel | undefined> {
  const [row] = await db.query<ChannelRow>(
    `update farcaster_channels set state = 'redeemed'
     where token_hash = $1 and device_id = $2 and project_id = $3 and expires_at > $4 and state = 'completed'
     returning ${COLUMNS}`,
    [hashToken(channelToken), deviceId, projectId, now],
  )
  return row && channelOf(row)
}
