import type { SocialProvider } from '@portico/embedded-wallet/protocol'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { completeSignIn } from '../auth/signIn.js'
import { TOKEN_PATTERN } from '../auth/tokens.js'
import { type AuthContext, type AuthEnv, bearerToken } from '../context.js'
import { AuthError, ValidationError } from '../errors.js'
import {
  completeChannel,
  countRefusedAnswer,
  type FarcasterAnswer,
  type FarcasterChannel,
  findChannel,
  openChannel,
  redeemChannel,
} from '../farcaster/channels.js'
import { createFarcasterClient } from '../farcaster/client.js'
import { connectUrl } from '../farcaster/connectUrl.js'
import {
  ChannelRefusedError,
  FarcasterHubUnreachableError,
  FarcasterRefusedError,
  FarcasterUnavailableError,
  FarcasterUnreachableError,
} from '../farcaster/errors.js'
import { type FarcasterProfile, httpUrlOrUndefined, PROFILE_MAX_LENGTH } from '../farcaster/profile.js'
import { readHubProfile } from '../farcaster/readHubProfile.js'
import { verifyAnswer } from '../farcaster/verifyAnswer.js'
import { v1Guard } from '../http/v1Guard.js'
import { jsonBody, validate } from '../http/validate.js'
import { deviceIdSchema } from '../schemas.js'
import { findOrCreateSocialUser } from '../social/socialLogins.js'

/**
 * A Farcaster user is a social identity of this provider, subject the fid. (`social_identities.provider` is text;
 * the protocol's `SocialProvider` lists the OAuth providers the kit offers, which Farcaster is not one of.)
 */
const FARCASTER_PROVIDER = 'farcaster' as SocialProvider

const AUTHENTICATE_PATH = '/v1/farcaster/channel/authenticate'

const channelBody = z.object({ deviceId: deviceIdSchema })
const statusQuery = z.object({ deviceId: deviceIdSchema })
/** Profile text as the Farcaster app sends it: bounded, and null read as absent. */
const profileText = (field: keyof typeof PROFILE_MAX_LENGTH) =>
  z
    .string()
    .max(PROFILE_MAX_LENGTH[field])
    .nullish()
    .transform((text) => text || undefined)
const authenticateBody = z.object({
  message: z.string().min(1).max(4096),
  /** 65 bytes for a key; a smart account's (ERC-1271, ERC-6492) may be longer. */
  signature: z
    .string()
    .regex(/^0x(?:[0-9a-fA-F]{2}){65,3072}$/, 'Expected a hex signature')
    .transform((hex) => hex as `0x${string}`),
  fid: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  authMethod: z.enum(['custody', 'authAddress']).optional(),
  /** The profile as the app claims it: used only when the service reads no hub (`farcaster.hubUrl` unset). */
  username: profileText('username'),
  displayName: profileText('displayName'),
  bio: profileText('bio'),
  pfpUrl: profileText('pfpUrl').transform(httpUrlOrUndefined),
})

/** The channel's token from `Authorization: Bearer <channelToken>`, else 401. */
function channelTokenOf(c: Context): string {
  const token = bearerToken(c)
  if (!token || !TOKEN_PATTERN.test(token))
    throw new AuthError(401, 'Expected Authorization: Bearer <channelToken>')
  return token
}

/** What the status and the authenticate answers say of a completed channel (the relay's fields). */
function completedAnswer(nonce: string, answer: FarcasterAnswer) {
  return { state: 'completed' as const, nonce, ...answer }
}

/** Logs a failure to read Farcaster's registry or hub (a 503), by its first line. */
function warnUnreachable(error: unknown) {
  if (!(error instanceof FarcasterUnreachableError || error instanceof FarcasterHubUnreachableError)) return
  const what = error instanceof FarcasterUnreachableError ? 'registry' : 'hub'
  const cause = error.cause instanceof Error ? error.cause.message.split('\n')[0] : error.cause
  console.warn(`[auth] farcaster ${what} unreachable:`, cause)
}

/** Whether `error` is a refusal of the answer's content (counted against the channel), not a failure to check it. */
const isRefusal = (error: unknown) =>
  error instanceof FarcasterRefusedError || error instanceof ValidationError

/**
 * Sign In With Farcaster, as Farcaster's auth relay serves it, with the wallet service as the relay and the app:
 * - `POST /v1/farcaster/channel` (the frame, `{ deviceId }`): opens a channel for an hour, 201
 *   `{ channelToken, url, connectUri, nonce }`, `url` the connect URI the user opens in a Farcaster app;
 * - `POST /v1/farcaster/channel/authenticate` (the Farcaster app, from anywhere: CORS open, no project), with
 *   `Authorization: Bearer <channelToken>` and `{ message, signature, fid, username, displayName, bio, pfpUrl }`:
 *   the answer is checked (the message, the fid's custody address in the IdRegistry, its signature) and kept,
 *   201 `{ state: 'completed', nonce, message, signature, fid, custody, username, … }`. The profile (username,
 *   display name, bio, picture) is read from the hub at `farcaster.hubUrl` when it is set (a hub that cannot be
 *   read: 503, the channel stays open), else taken from the body, unverified;
 * - `GET /v1/farcaster/channel/status?deviceId=` (the frame, `Authorization: Bearer <channelToken>`): 202
 *   `{ state: 'pending', nonce }`, or 200 with the completed answer; to the device that opened the channel, once,
 *   also a session as `POST /v1/social/complete` opens one (`token, expiresAt, user, wallet, userName`). After that
 *   the channel answers 410.
 * The frame's routes carry the `/v1` guard themselves, so the whole API mounts before it in one place.
 */
export function farcasterRoutes(ctx: AuthContext) {
  const { db, now, config } = ctx
  const settings = config.farcaster
  const farcaster = settings && createFarcasterClient(settings)
  const guard = v1Guard({ projects: config.projects, publicUrl: config.publicUrl })
  const app = new Hono<AuthEnv>()

  app.post('/v1/farcaster/channel', guard, async (c) => {
    const { deviceId } = validate(channelBody, await jsonBody(c), 'body')
    if (!settings) throw new FarcasterUnavailableError()
    const siweUri = ctx.publicUrl()
    const domain = new URL(siweUri).host
    const { channelToken, nonce, expiresAt } = await openChannel(db, {
      deviceId,
      projectId: c.get('project').id,
      domain,
      siweUri,
      now: now(),
    })
    const url = connectUrl({
      base: settings.connectUrlBase,
      channelToken,
      nonce,
      siweUri,
      domain,
      expirationTime: new Date(expiresAt).toISOString(),
    })
    return c.json({ channelToken, url, connectUri: url, nonce }, 201)
  })

  // The Farcaster app may post from a page of its own: any origin, no cookies (the token is the credential).
  const openToAnyOrigin = (c: Context) => {
    c.header('Access-Control-Allow-Origin', '*')
    c.header('Access-Control-Allow-Methods', 'POST')
    c.header('Access-Control-Allow-Headers', 'authorization, content-type')
    c.header('Access-Control-Max-Age', '600')
  }
  app.options(AUTHENTICATE_PATH, (c) => {
    openToAnyOrigin(c)
    return c.body(null, 204)
  })
  app.post(AUTHENTICATE_PATH, async (c) => {
    openToAnyOrigin(c)
    const channelToken = channelTokenOf(c)
    const body = validate(authenticateBody, await jsonBody(c), 'body')
    if (!farcaster) throw new FarcasterUnavailableError()
    const time = now()
    const channel = await findChannel(db, { channelToken, now: time })
    if (!channel) throw new ChannelRefusedError('unknown')
    if (channel.state !== 'pending') throw new ChannelRefusedError('answered')
    let custody: FarcasterAnswer['custody']
    let profile: FarcasterProfile
    try {
      custody = await verifyAnswer(farcaster, { ...body, channel, now: time })
      // Only once the fid's custody key signed: the hub is not asked about fids nobody proved to hold.
      profile = settings.hubUrl
        ? await readHubProfile({ hubUrl: settings.hubUrl, fid: body.fid })
        : { username: body.username, displayName: body.displayName, bio: body.bio, pfpUrl: body.pfpUrl }
    } catch (error) {
      if (isRefusal(error)) await countRefusedAnswer(db, channelToken)
      warnUnreachable(error)
      throw error
    }
    const { message, signature, fid } = body
    const answer: FarcasterAnswer = { message, signature, fid, custody, ...profile }
    if (!(await completeChannel(db, { channelToken, answer, now: time })))
      throw new ChannelRefusedError('answered')
    return c.json(completedAnswer(channel.nonce, answer), 201)
  })

  app.get('/v1/farcaster/channel/status', guard, async (c) => {
    const channelToken = channelTokenOf(c)
    const { deviceId } = validate(statusQuery, c.req.query(), 'query')
    const projectId = c.get('project').id
    const time = now()
    const channel = await findChannel(db, { channelToken, projectId, now: time })
    if (!channel) throw new ChannelRefusedError('unknown')
    if (channel.state === 'pending') return c.json({ state: 'pending', nonce: channel.nonce }, 202)
    if (channel.state === 'redeemed') throw new ChannelRefusedError('used')
    // Another device holding the token (it is in the connect URI) learns the answer, never a session.
    if (channel.deviceId !== deviceId) return c.json(completedAnswer(channel.nonce, answerOf(channel)))
    const redeemed = await redeemChannel(db, { channelToken, deviceId, projectId, now: time })
    if (!redeemed) throw new ChannelRefusedError('used')
    const answer = answerOf(redeemed)
    const user = await findOrCreateSocialUser(db, {
      provider: FARCASTER_PROVIDER,
      subject: String(answer.fid),
      userName: answer.username ?? null,
      email: null,
      now: time,
    })
    const signedIn = await completeSignIn(db, { user, deviceId, projectId, now: time })
    return c.json({ ...completedAnswer(redeemed.nonce, answer), ...signedIn, userName: answer.username })
  })

  return app
}

/** A completed or redeemed channel's answer (both states have one). */
function answerOf(channel: FarcasterChannel): FarcasterAnswer {
  if (!channel.answer) throw new Error('farcaster channel completed without an answer')
  return channel.answer
}
