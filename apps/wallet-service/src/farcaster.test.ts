import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { freePort, postgresAvailable, startPostgres } from '@portico/dev-utils'
import {
  type FarcasterWorld,
  installFarcasterIdRegistry,
  startDevnet,
  startFarcasterWorld,
} from '@portico/devnet'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadWalletServiceConfig } from './config.js'
import { CHANNEL_TTL_MS, MAX_REFUSED_ANSWERS } from './farcaster/channels.js'
import {
  type Answer,
  fakeClock,
  newDeviceId,
  startTestWalletService,
  type TestWalletService,
} from './test/startTestWalletService.js'

// Sign In With Farcaster against a local Farcaster world: anvil with chain id 10 and the stand-in IdRegistry at its
// canonical address. The test plays the Farcaster app: it reads the connect URI, signs the message with the fid's
// custody key and posts it to the service, which reads the custody address from the chain.

const CONNECT = 'https://farcaster.example/~/siwf'

const clock = fakeClock()
let world: FarcasterWorld
let service: TestWalletService

beforeAll(async () => {
  world = await startFarcasterWorld()
  service = await startTestWalletService(
    { farcaster: { rpcUrl: world.rpcUrl, idRegistry: world.idRegistry, connectUrlBase: CONNECT } },
    { now: clock.now },
  )
})
afterAll(async () => {
  await service?.close()
  await world?.stop()
})

type FarcasterUser = { account: PrivateKeyAccount; fid: number }
type Channel = Awaited<ReturnType<typeof openChannel>>

/** A custody key with an fid of its own. */
async function farcasterUser(): Promise<FarcasterUser> {
  const account = privateKeyToAccount(generatePrivateKey())
  return { account, fid: await world.register(account.address) }
}

/** The frame opens a channel on `deviceId`; what a Farcaster app reads from its connect URI. */
async function openChannel(deviceId = newDeviceId(), on = service) {
  const answer = await on.post('/v1/farcaster/channel', { deviceId })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  const url = new URL(String(answer.body.url))
  const param = (name: string) => url.searchParams.get(name) ?? ''
  return {
    deviceId,
    answer,
    url,
    channelToken: param('channelToken'),
    nonce: param('nonce'),
    siweUri: param('siweUri'),
    domain: param('domain'),
    expirationTime: param('expirationTime'),
  }
}

/** The frame asks `on` for the status of `channel`. */
const statusOn = (on: TestWalletService, channel: Channel) =>
  on.get(`/v1/farcaster/channel/status?deviceId=${channel.deviceId}`, { token: channel.channelToken })

/** The Sign In With Farcaster message a Farcaster app builds for `channel` and `user`, with `changes`. */
function signInMessage(
  channel: Channel,
  user: FarcasterUser,
  changes: Partial<Parameters<typeof createSiweMessage>[0]> = {},
) {
  return createSiweMessage({
    domain: channel.domain,
    address: user.account.address,
    statement: 'Farcaster Auth',
    uri: channel.siweUri,
    version: '1',
    chainId: 10,
    nonce: channel.nonce,
    issuedAt: new Date(clock.now()),
    expirationTime: new Date(channel.expirationTime),
    resources: [`farcaster://fid/${user.fid}`],
    ...changes,
  })
}

/** The Farcaster app posts its answer to the channel, from a page of its own. */
async function authenticate(
  channelToken: string,
  body: Record<string, unknown>,
  on = service,
): Promise<Omit<Answer, 'headers'> & { cors: string | null }> {
  const response = await fetch(`${on.url}/v1/farcaster/channel/authenticate`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${channelToken}`,
      'content-type': 'application/json',
      origin: 'https://farcaster.example',
    },
    body: JSON.stringify(body),
  })
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    cors: response.headers.get('access-control-allow-origin'),
  }
}

/**
 * `user` signs the message for `channel` (with `changes`, signed by `signer`) and answers it `on` a service, with the
 * profile the app claims (`user<fid>`, …).
 */
async function signIn(
  channel: Channel,
  user: FarcasterUser,
  {
    changes = {},
    signer = user.account,
    on = service,
  }: {
    changes?: Parameters<typeof signInMessage>[2]
    signer?: PrivateKeyAccount
    on?: TestWalletService
  } = {},
) {
  const message = signInMessage(channel, user, changes)
  return authenticate(
    channel.channelToken,
    {
      message,
      signature: await signer.signMessage({ message }),
      fid: user.fid,
      username: `user${user.fid}`,
      displayName: `User ${user.fid}`,
      bio: 'gm',
      pfpUrl: `https://images.example/${user.fid}.png`,
    },
    on,
  )
}

const status = (channel: Channel, deviceId = channel.deviceId) =>
  service.get(`/v1/farcaster/channel/status?deviceId=${deviceId}`, { token: channel.channelToken })

describe('Sign In With Farcaster', () => {
  test("the custody key of an fid signs the channel's message: the device that opened it gets a session", async () => {
    const user = await farcasterUser()
    const channel = await openChannel()
    // The connect URI: the configured base, the channel's token and what the message must say.
    expect(channel.url.origin + channel.url.pathname).toBe(CONNECT)
    expect(channel.answer.body).toEqual({
      channelToken: channel.channelToken,
      url: channel.url.href,
      connectUri: channel.url.href,
      nonce: channel.nonce,
    })
    expect(channel.nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    expect(channel.siweUri).toBe(service.url)
    expect(channel.domain).toBe(new URL(service.url).host)
    expect(Date.parse(channel.expirationTime)).toBe(clock.now() + CHANNEL_TTL_MS)
    expect(CHANNEL_TTL_MS).toBe(60 * 60_000)

    const pending = await status(channel)
    expect(pending.status).toBe(202)
    expect(pending.body).toEqual({ state: 'pending', nonce: channel.nonce })

    const answered = await signIn(channel, user)
    expect(answered.status, JSON.stringify(answered.body)).toBe(201)
    expect(answered.cors).toBe('*')
    const profile = {
      state: 'completed',
      nonce: channel.nonce,
      fid: user.fid,
      custody: user.account.address,
      username: `user${user.fid}`,
      displayName: `User ${user.fid}`,
      bio: 'gm',
      pfpUrl: `https://images.example/${user.fid}.png`,
    }
    expect(answered.body).toMatchObject(profile)

    const completed = await status(channel)
    expect(completed.status).toBe(200)
    expect(completed.body).toMatchObject({
      ...profile,
      userName: `user${user.fid}`,
      user: { email: null },
      wallet: { exists: false },
    })
    expect(completed.body.message).toBe(answered.body.message)
    const session = await service.get('/v1/session', { token: String(completed.body.token) })
    expect(session.status).toBe(200)
    expect(session.body).toEqual({ user: completed.body.user })

    // The session is given once: the channel is used up.
    const again = await status(channel)
    expect(again.status).toBe(410)
    expect(again.body).toMatchObject({ reason: 'SOCIAL_EXPIRED' })
  })

  test('the same fid signs in again: the same user; another fid: another user', async () => {
    const user = await farcasterUser()
    const userOf = async (who: FarcasterUser) => {
      const channel = await openChannel()
      expect((await signIn(channel, who)).status).toBe(201)
      const signedIn = await status(channel)
      expect(signedIn.status).toBe(200)
      return (signedIn.body.user as { id: string }).id
    }
    const first = await userOf(user)
    expect(await userOf(user)).toBe(first)
    expect(await userOf(await farcasterUser())).not.toBe(first)
  })

  test('another device holding the channel token learns the answer, never a session', async () => {
    const user = await farcasterUser()
    const channel = await openChannel()
    expect((await signIn(channel, user)).status).toBe(201)
    const elsewhere = await status(channel, newDeviceId())
    expect(elsewhere.status).toBe(200)
    expect(elsewhere.body).toMatchObject({ state: 'completed', fid: user.fid })
    expect(elsewhere.body).not.toHaveProperty('token')
    expect(elsewhere.body).not.toHaveProperty('user')
    // The device that opened the channel still gets its session.
    const own = await status(channel)
    expect(own.body.token).toEqual(expect.any(String))
    // A channel is the project's that opened it.
    const otherProject = await service.get(`/v1/farcaster/channel/status?deviceId=${channel.deviceId}`, {
      token: channel.channelToken,
      query: '&projectId=elsewhere',
    })
    expect(otherProject.status).toBe(403)
  })

  test('a message for another domain or URI is refused, and the channel stays open', async () => {
    const user = await farcasterUser()
    const channel = await openChannel()
    for (const changes of [{ domain: 'evil.example' }, { uri: 'https://evil.example/login' }]) {
      const refused = await signIn(channel, user, { changes })
      expect(refused.status).toBe(401)
      expect(refused.body).toMatchObject({
        reason: 'SOCIAL_FAILED',
        message: expect.stringMatching(/another/),
      })
      expect(refused.cors).toBe('*')
    }
    expect((await status(channel)).status).toBe(202)
    expect((await signIn(channel, user)).status).toBe(201)
  })

  test('a signer who is not the custody address is refused', async () => {
    const user = await farcasterUser()
    const stranger = await farcasterUser()
    const channel = await openChannel()
    // The custody address in the message, signed by another key.
    const forged = await signIn(channel, user, { signer: stranger.account })
    expect(forged.status).toBe(401)
    expect(forged.body.message).toMatch(/not signed by the custody address/)
    // The stranger's own address and key, naming the user's fid.
    const claimed = await signIn(channel, { account: stranger.account, fid: user.fid })
    expect(claimed.status).toBe(401)
    expect(claimed.body.message).toMatch(/not the fid's custody address/)
    // An fid nobody registered.
    const nobody = await signIn(channel, { account: stranger.account, fid: 999_999 })
    expect(nobody.status).toBe(401)
    expect(nobody.body.message).toMatch(/not registered/)
    expect((await status(channel)).status).toBe(202)
  })

  test('once the fid moves to another custody address, only the new one signs it in', async () => {
    const user = await farcasterUser()
    const next = privateKeyToAccount(generatePrivateKey())
    await world.transfer(user.account.address, next.address)
    const channel = await openChannel()
    expect((await signIn(channel, user)).status).toBe(401)
    expect((await signIn(channel, { account: next, fid: user.fid })).status).toBe(201)
  })

  test('a wrong nonce, another chain, a missing or another fid, and an expired message are refused', async () => {
    const user = await farcasterUser()
    const channel = await openChannel()
    const refusals: [Parameters<typeof signInMessage>[2], RegExp][] = [
      [{ nonce: 'AAAAAAAAAAAAAAAAAAAA' }, /nonce/],
      [{ chainId: 1 }, /chain id must be 10/],
      [{ resources: [] }, /one fid/],
      [{ resources: [`farcaster://fid/${user.fid + 1}`] }, /fid/],
      [{ expirationTime: new Date(clock.now() - 1) }, /expired/],
      [{ notBefore: new Date(clock.now() + 60_000) }, /not valid yet/],
      [{ statement: 'Sign in to Evil' }, /statement/],
    ]
    for (const [changes, why] of refusals.slice(0, MAX_REFUSED_ANSWERS - 1)) {
      const refused = await signIn(channel, user, { changes })
      expect(refused.status, JSON.stringify(changes)).toBe(401)
      expect(refused.body.message).toMatch(why)
    }
    expect((await signIn(channel, user)).status).toBe(201)
    for (const [changes, why] of refusals.slice(MAX_REFUSED_ANSWERS - 1)) {
      const other = await openChannel()
      const refused = await signIn(other, user, { changes })
      expect(refused.status, JSON.stringify(changes)).toBe(401)
      expect(refused.body.message).toMatch(why)
    }
  })

  test('a replayed answer is refused: a channel is answered once', async () => {
    const user = await farcasterUser()
    const channel = await openChannel()
    const message = signInMessage(channel, user)
    const body = { message, signature: await user.account.signMessage({ message }), fid: user.fid }
    expect((await authenticate(channel.channelToken, body)).status).toBe(201)
    const replayed = await authenticate(channel.channelToken, body)
    expect(replayed.status).toBe(409)
    expect(replayed.body).toMatchObject({ reason: 'SOCIAL_EXPIRED' })
    // After the session was given, too.
    expect((await status(channel)).status).toBe(200)
    expect((await authenticate(channel.channelToken, body)).status).toBe(409)
    // The same signed message at another channel: another nonce, refused.
    const other = await openChannel()
    expect((await authenticate(other.channelToken, body)).status).toBe(401)
  })

  test(`after ${MAX_REFUSED_ANSWERS} refused answers the channel is given up`, async () => {
    const user = await farcasterUser()
    const channel = await openChannel()
    for (let i = 0; i < MAX_REFUSED_ANSWERS; i++)
      expect((await signIn(channel, user, { changes: { nonce: `wrongnonce${i}` } })).status).toBe(401)
    const late = await signIn(channel, user)
    expect(late.status).toBe(401)
    expect(late.body).toMatchObject({ reason: 'SOCIAL_EXPIRED' })
    expect((await status(channel)).status).toBe(401)
  })

  test('an expired channel is refused (an hour after it opened)', async () => {
    const user = await farcasterUser()
    const channel = await openChannel()
    const answered = await openChannel()
    expect((await signIn(answered, user)).status).toBe(201)
    clock.advance(CHANNEL_TTL_MS)
    const late = await signIn(channel, user, { changes: { expirationTime: undefined } })
    expect(late.status).toBe(401)
    expect(late.body).toMatchObject({ reason: 'SOCIAL_EXPIRED' })
    expect((await status(channel)).status).toBe(401)
    // An answered channel is not redeemed after its end either.
    expect((await status(answered)).status).toBe(401)
  })

  test('bad input is refused with 4xx: no channel token, a malformed body or message, a foreign page', async () => {
    const user = await farcasterUser()
    const channel = await openChannel()
    const message = signInMessage(channel, user)
    const signature = await user.account.signMessage({ message })
    const post = (headers: Record<string, string>, body: string) =>
      fetch(`${service.url}/v1/farcaster/channel/authenticate`, { method: 'POST', headers, body })
    const json = { 'content-type': 'application/json' }
    const bearer = { ...json, authorization: `Bearer ${channel.channelToken}` }
    const valid = JSON.stringify({ message, signature, fid: user.fid })
    expect((await post(json, valid)).status).toBe(401)
    expect((await post({ ...json, authorization: 'Bearer nope' }, valid)).status).toBe(401)
    expect((await post({ ...json, authorization: `Bearer ${'A'.repeat(43)}` }, valid)).status).toBe(401)
    for (const body of [
      '{',
      '[]',
      JSON.stringify({ message, signature, fid: -1 }),
      JSON.stringify({ message, signature, fid: '1' }),
      JSON.stringify({ message, signature: '0x1234', fid: user.fid }),
      JSON.stringify({ message: 'hello', signature, fid: user.fid }),
      JSON.stringify({ message: `${message}\n`, signature, fid: user.fid }),
      JSON.stringify({ message: 'x'.repeat(5000), signature, fid: user.fid }),
      JSON.stringify({ message, signature, fid: user.fid, username: 'a\u0000b' }),
    ]) {
      const response = await post(bearer, body)
      expect(response.status, body.slice(0, 80)).toBe(400)
    }
    const malformed = await (
      await post(bearer, JSON.stringify({ message: 'hello', signature, fid: 1 }))
    ).json()
    expect(malformed).toMatchObject({ field: 'body.message' })
    // The frame's routes take the frame's page only.
    const foreign = await service.post(
      '/v1/farcaster/channel',
      { deviceId: newDeviceId() },
      {
        headers: { origin: 'https://evil.example' },
      },
    )
    expect(foreign.status).toBe(403)
    expect((await service.post('/v1/farcaster/channel', {})).status).toBe(400)
    expect((await service.get('/v1/farcaster/channel/status', { token: channel.channelToken })).status).toBe(
      400,
    )
    expect((await service.get(`/v1/farcaster/channel/status?deviceId=${channel.deviceId}`)).status).toBe(401)
    // The channel still takes its answer (the malformed messages counted as refused answers, fewer than the limit).
    expect((await post(bearer, valid)).status).toBe(201)
  })

  test('the answer may come from any page: the CORS preflight is answered', async () => {
    const response = await fetch(`${service.url}/v1/farcaster/channel/authenticate`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://farcaster.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toMatch(/authorization/)
  })
})

describe('profiles from a hub (farcaster.hubUrl)', () => {
  let withHub: TestWalletService
  beforeAll(async () => {
    withHub = await startTestWalletService(
      { farcaster: { rpcUrl: world.rpcUrl, connectUrlBase: CONNECT, hubUrl: world.hubUrl } },
      { now: clock.now },
    )
  })
  afterAll(() => withHub?.close())

  /** `user` signs in `on` a service, claiming the profile `user<fid>`; answers the authenticate and status answers. */
  const signInOn = async (on: TestWalletService, user: FarcasterUser) => {
    const channel = await openChannel(newDeviceId(), on)
    const answered = await signIn(channel, user, { on })
    expect(answered.status, JSON.stringify(answered.body)).toBe(201)
    const completed = await statusOn(on, channel)
    expect(completed.status).toBe(200)
    return { answered: answered.body, completed: completed.body }
  }

  test("the hub's profile is used, not the one the app claims; without a hub, the app's", async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const hubProfile = { username: 'alice', displayName: 'Alice', pfpUrl: 'https://hub.example/alice.png' }
    const user = { account, fid: await world.register(account.address, hubProfile) }

    const { answered, completed } = await signInOn(withHub, user)
    const fromHub = { ...hubProfile, fid: user.fid, custody: account.address }
    expect(answered).toMatchObject(fromHub)
    // The hub has no bio for the fid: none, not the app's.
    expect(answered.bio).toBeUndefined()
    expect(completed).toMatchObject({ ...fromHub, userName: 'alice' })

    const claimed = await signInOn(service, user)
    const fromApp = { username: `user${user.fid}`, displayName: `User ${user.fid}`, bio: 'gm' }
    expect(claimed.answered).toMatchObject(fromApp)
    expect(claimed.completed).toMatchObject({ ...fromApp, userName: `user${user.fid}` })
  })

  test('an fid with no profile on the hub signs in without a username', async () => {
    const user = await farcasterUser()
    const { answered, completed } = await signInOn(withHub, user)
    for (const field of ['username', 'displayName', 'bio', 'pfpUrl']) {
      expect(answered[field], field).toBeUndefined()
      expect(completed[field], field).toBeUndefined()
    }
    expect(completed.userName).toBeUndefined()
    expect(completed).toMatchObject({ fid: user.fid, wallet: { exists: false } })
  })

  test("a hub's picture that is not an http(s) URL is dropped", async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const profile = { username: 'bob', pfpUrl: 'javascript:alert(1)' }
    const user = { account, fid: await world.register(account.address, profile) }
    const { answered } = await signInOn(withHub, user)
    expect(answered).toMatchObject({ username: 'bob' })
    expect(answered.pfpUrl).toBeUndefined()
  })

  test("a hub's answer out of shape, of another fid, or too large: 503", async () => {
    const user = await farcasterUser()
    const answers = [
      { data: { type: 'MESSAGE_TYPE_CAST_ADD', fid: user.fid } },
      {
        data: {
          type: 'MESSAGE_TYPE_USER_DATA_ADD',
          fid: user.fid + 1,
          userDataBody: { type: 'USER_DATA_TYPE_USERNAME', value: 'mallory' },
        },
      },
      { padding: 'x'.repeat(100_000) },
    ]
    let answer: unknown
    const fake = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer))
    })
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve))
    const hubUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`
    const odd = await startTestWalletService(
      { farcaster: { rpcUrl: world.rpcUrl, hubUrl } },
      { now: clock.now },
    )
    try {
      for (answer of answers) {
        const channel = await openChannel(newDeviceId(), odd)
        const answered = await signIn(channel, user, { on: odd })
        expect(answered.status, JSON.stringify(answer).slice(0, 80)).toBe(503)
        expect(answered.body).toMatchObject({ reason: 'SOCIAL_FAILED' })
      }
    } finally {
      await odd.close()
      fake.closeAllConnections()
      await new Promise((resolve) => fake.close(resolve))
    }
  })

  test('a hub that cannot be reached: 503 SOCIAL_FAILED, and the channel stays open', async () => {
    const nowhere = `http://127.0.0.1:${await freePort()}`
    const down = await startTestWalletService(
      { farcaster: { rpcUrl: world.rpcUrl, hubUrl: nowhere } },
      { now: clock.now },
    )
    try {
      const user = await farcasterUser()
      const channel = await openChannel(newDeviceId(), down)
      for (let i = 0; i <= MAX_REFUSED_ANSWERS; i++) {
        const answered = await signIn(channel, user, { on: down })
        expect(answered.status).toBe(503)
        expect(answered.body).toMatchObject({ reason: 'SOCIAL_FAILED' })
      }
      expect((await statusOn(down, channel)).status).toBe(202)
    } finally {
      await down.close()
    }
  })
})

describe('settings', () => {
  test('with Farcaster settings the service lists Farcaster among its logins; without, it answers 409 SOCIAL_UNAVAILABLE', async () => {
    expect((await service.get('/v1/social/providers')).body).toEqual({ providers: ['farcaster'] })
    const bare = await startTestWalletService()
    try {
      expect((await bare.get('/v1/social/providers')).body).toEqual({ providers: [] })
      const opened = await bare.post('/v1/farcaster/channel', { deviceId: newDeviceId() })
      expect(opened.status).toBe(409)
      expect(opened.body).toMatchObject({ reason: 'SOCIAL_UNAVAILABLE' })
      const message = 'x wants you to sign in with your Ethereum account:'
      const answered = await authenticate(
        'A'.repeat(43),
        { message, signature: `0x${'1b'.repeat(65)}`, fid: 1 },
        bare,
      )
      expect(answered.status).toBe(409)
    } finally {
      await bare.close()
    }
  })

  test('an RPC that cannot be reached: 503, and the channel stays open', async () => {
    const nowhere = `http://127.0.0.1:${await freePort()}`
    const down = await startTestWalletService({ farcaster: { rpcUrl: nowhere, rpcTimeoutMs: 2_000 } })
    try {
      const user: FarcasterUser = { account: privateKeyToAccount(generatePrivateKey()), fid: 1 }
      const channel = await openChannel(newDeviceId(), down)
      const message = signInMessage(channel, user, { issuedAt: new Date() })
      const body = { message, signature: await user.account.signMessage({ message }), fid: user.fid }
      for (let i = 0; i <= MAX_REFUSED_ANSWERS; i++) {
        const answered = await authenticate(channel.channelToken, body, down)
        expect(answered.status).toBe(503)
        expect(answered.body).toMatchObject({ reason: 'SOCIAL_FAILED' })
      }
      const pending = await down.get(`/v1/farcaster/channel/status?deviceId=${channel.deviceId}`, {
        token: channel.channelToken,
      })
      expect(pending.status).toBe(202)
    } finally {
      await down.close()
    }
  })

  test('an RPC of another chain than OP Mainnet (10) is not read, even with a registry at the address: 503', async () => {
    const devnet = await startDevnet({ chainIds: [31337] })
    const rpcUrl = devnet.chains[0]?.rpcUrl ?? ''
    const elsewhere = await startTestWalletService({ farcaster: { rpcUrl } })
    try {
      const registry = await installFarcasterIdRegistry({ rpcUrl, chainId: 31337 })
      const account = privateKeyToAccount(generatePrivateKey())
      const user = { account, fid: await registry.register(account.address) }
      const channel = await openChannel(newDeviceId(), elsewhere)
      const message = signInMessage(channel, user, { issuedAt: new Date() })
      const body = { message, signature: await account.signMessage({ message }), fid: user.fid }
      const answered = await authenticate(channel.channelToken, body, elsewhere)
      expect(answered.status).toBe(503)
    } finally {
      await elsewhere.close()
      await devnet.stop()
    }
  })

  test('FARCASTER_RPC_URL, FARCASTER_ID_REGISTRY, FARCASTER_CONNECT_URL_BASE and FARCASTER_HUB_URL set the farcaster setting', () => {
    expect(loadWalletServiceConfig({}).farcaster).toBeUndefined()
    expect(loadWalletServiceConfig({ FARCASTER_RPC_URL: 'https://mainnet.optimism.io' }).farcaster).toEqual({
      rpcUrl: 'https://mainnet.optimism.io',
      idRegistry: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
      connectUrlBase: 'https://warpcast.com/~/siwf',
      rpcTimeoutMs: 10_000,
    })
    expect(
      loadWalletServiceConfig({
        FARCASTER_RPC_URL: 'http://127.0.0.1:8545',
        FARCASTER_ID_REGISTRY: world.idRegistry,
        FARCASTER_CONNECT_URL_BASE: 'http://localhost:3000/siwf',
      }).farcaster,
    ).toMatchObject({ idRegistry: world.idRegistry, connectUrlBase: 'http://localhost:3000/siwf' })
    expect(() => loadWalletServiceConfig({ FARCASTER_ID_REGISTRY: world.idRegistry })).toThrow(
      /farcaster\.rpcUrl/,
    )
    expect(
      loadWalletServiceConfig({ FARCASTER_RPC_URL: 'http://127.0.0.1:8545', FARCASTER_HUB_URL: world.hubUrl })
        .farcaster?.hubUrl,
    ).toBe(world.hubUrl)
    expect(() => loadWalletServiceConfig({ FARCASTER_HUB_URL: world.hubUrl })).toThrow(/farcaster\.rpcUrl/)
    expect(() =>
      loadWalletServiceConfig({ FARCASTER_RPC_URL: 'http://127.0.0.1:8545', FARCASTER_HUB_URL: 'ftp://hub' }),
    ).toThrow(/farcaster\.hubUrl/)
  })
})

describe.skipIf(!(await postgresAvailable()))('two instances on one PostgreSQL database', () => {
  test('a channel opened on one is answered on the other, and redeemed once when both are asked at once', async () => {
    const postgres = await startPostgres()
    const settings = { databaseUrl: postgres.url, farcaster: { rpcUrl: world.rpcUrl } }
    const instances = await Promise.allSettled([
      startTestWalletService(settings),
      startTestWalletService(settings),
    ])
    try {
      const [a, b] = instances.map((started) => {
        if (started.status === 'rejected') throw started.reason
        return started.value
      }) as [TestWalletService, TestWalletService]
      const user = await farcasterUser()
      // The host is each instance's own: both serve one public URL in production.
      const channel = await openChannel(newDeviceId(), a)
      const message = signInMessage(channel, user, { issuedAt: new Date() })
      const body = { message, signature: await user.account.signMessage({ message }), fid: user.fid }
      expect((await authenticate(channel.channelToken, body, b)).status).toBe(201)
      expect((await authenticate(channel.channelToken, body, a)).status).toBe(409)
      const ask = (on: TestWalletService) =>
        on.get(`/v1/farcaster/channel/status?deviceId=${channel.deviceId}`, { token: channel.channelToken })
      const answers = await Promise.all([ask(a), ask(b), ask(a), ask(b)])
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410, 410, 410])
    } finally {
      await Promise.all(instances.map((started) => started.status === 'fulfilled' && started.value.close()))
      await postgres.stop()
    }
  })
})
