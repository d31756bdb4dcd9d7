import { rawRequestStatus } from '@portico/server-kit/testing'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { softAuthenticator } from './test/softAuthenticator.js'
import {
  newDeviceId,
  newEmail,
  startTestWalletService,
  type TestWalletService,
} from './test/startTestWalletService.js'

// Every route, with random and hostile paths, queries, headers and bodies: 2xx/3xx/4xx, never 5xx, never a crash.

let auth: TestWalletService
let session: { token: string; email: string; deviceId: string }
beforeAll(async () => {
  // On localhost, where passkeys work: their routes run their checks instead of answering 409 at once.
  // A social provider set up (its endpoints unreachable): the social routes run their checks too.
  const nowhere = 'http://127.0.0.1:9/github'
  auth = await startTestWalletService({
    host: 'localhost',
    deviceWait: { timeoutMs: 60, pollMs: 20 },
    social: {
      github: {
        clientId: 'fuzz',
        clientSecret: 'fuzz-secret',
        authorizationUrl: `${nowhere}/auth`,
        tokenUrl: `${nowhere}/token`,
        userUrl: `${nowhere}/user`,
      },
    },
  })
  const email = newEmail('fuzz')
  const signedIn = await auth.signIn(email)
  session = { ...signedIn, email }
})
afterAll(() => auth?.close())

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const routes: { method: Method; path: (segment: string) => string }[] = [
  { method: 'GET', path: () => '/health' },
  { method: 'GET', path: () => '/frame' },
  { method: 'GET', path: () => '/frame.js' },
  { method: 'GET', path: () => '/frame.css' },
  { method: 'GET', path: () => '/v1/frame/check' },
  { method: 'POST', path: () => '/v1/email/connect' },
  { method: 'POST', path: () => '/v1/email/otp' },
  { method: 'POST', path: () => '/v1/device/wait' },
  { method: 'GET', path: () => '/device/approve' },
  { method: 'POST', path: () => '/device/approve' },
  { method: 'GET', path: () => '/v1/session' },
  { method: 'POST', path: () => '/v1/sign-out' },
  { method: 'POST', path: () => '/v1/wallet' },
  { method: 'GET', path: () => '/v1/wallet' },
  { method: 'GET', path: (s) => `/v1/wallet/shares/${s}` },
  { method: 'POST', path: () => '/v1/wallet/shares' },
  { method: 'POST', path: () => '/v1/email/update' },
  { method: 'POST', path: () => '/v1/email/update/primary' },
  { method: 'POST', path: () => '/v1/email/update/secondary' },
  { method: 'POST', path: () => '/v1/export/start' },
  { method: 'POST', path: () => '/v1/export/verify' },
  { method: 'GET', path: () => '/v1/exit/key' },
  { method: 'GET', path: () => '/exit/approve' },
  { method: 'POST', path: () => '/exit/approve' },
  { method: 'POST', path: () => '/exit/decline' },
  { method: 'POST', path: () => '/v1/kit/start' },
  { method: 'POST', path: () => '/v1/kit/verify' },
  { method: 'GET', path: () => '/v1/social/providers' },
  { method: 'POST', path: () => '/v1/social/start' },
  { method: 'POST', path: () => '/v1/social/complete' },
  { method: 'POST', path: () => '/v1/social/link/start' },
  { method: 'POST', path: () => '/v1/social/link/complete' },
  { method: 'GET', path: () => '/v1/login-methods' },
  { method: 'DELETE', path: (s) => `/v1/login-methods/social/${s}` },
  { method: 'GET', path: () => '/social/linked' },
  { method: 'GET', path: () => '/social/callback' },
  { method: 'POST', path: () => '/social/callback' },
  { method: 'POST', path: () => '/v1/farcaster/channel' },
  { method: 'POST', path: () => '/v1/farcaster/channel/authenticate' },
  { method: 'GET', path: () => '/v1/farcaster/channel/status' },
  { method: 'GET', path: () => '/v1/passkey/available' },
  { method: 'POST', path: () => '/v1/passkey/register/options' },
  { method: 'POST', path: () => '/v1/passkey/register/verify' },
  { method: 'POST', path: () => '/v1/passkey/login/options' },
  { method: 'POST', path: () => '/v1/passkey/login/verify' },
  { method: 'PUT', path: () => '/v1/passkey/backup' },
  { method: 'GET', path: () => '/v1/passkeys' },
  { method: 'PATCH', path: (s) => `/v1/passkeys/${s}` },
  { method: 'DELETE', path: (s) => `/v1/passkeys/${s}` },
  { method: 'GET', path: (s) => `/${s}` },
]
const hasBody = (method: Method) => method !== 'GET'

const printable = (text: string) => text.replace(/[^\x20-\x7e]/g, '')
const unicode = fc.string({ unit: 'binary', maxLength: 40 })
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  unicode,
  fc.constantFrom('', ' ', '\u0000', '\uD800', '0'.repeat(300)),
)
const email = fc.oneof(
  fc.constantFrom('a@example.com', 'A@EXAMPLE.COM', ' b@example.com ', 'x@y', '@', 'a@b.c'.repeat(60)),
  fc.emailAddress(),
  text,
)
const deviceId = fc.oneof(fc.constant('d'.repeat(16)), fc.stringMatching(/^[A-Za-z0-9_-]{0,70}$/), text)
const otp = fc.oneof(fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^[\d ]{0,40}$/), text)
const base64 = fc.uint8Array({ maxLength: 60 }).map((bytes) => Buffer.from(bytes).toString('base64'))
const base64url = fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString('base64url'))
const credentialResponse = fc.record(
  {
    id: fc.oneof(base64url, text),
    rawId: fc.oneof(base64url, text),
    type: fc.oneof(fc.constant('public-key'), text),
    response: fc.record(
      {
        clientDataJSON: fc.oneof(
          base64url,
          fc
            .record({ type: text, challenge: fc.oneof(base64url, text), origin: text, topOrigin: text })
            .map((data) => Buffer.from(JSON.stringify(data)).toString('base64url')),
        ),
        attestationObject: base64url,
        authenticatorData: base64url,
        signature: base64url,
        userHandle: fc.oneof(base64url, fc.constant(null), text),
        transports: fc.oneof(fc.array(text, { maxLength: 10 }), text),
      },
      { requiredKeys: [] },
    ),
    clientExtensionResults: fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constant({})),
  },
  { requiredKeys: [] },
)
const value = fc.oneof(
  text,
  email,
  deviceId,
  otp,
  base64,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
)
const body = fc.oneof(
  fc
    .record(
      {
        email,
        deviceId,
        otp,
        locale: fc.oneof(fc.constantFrom('en', 'fr-FR', 'zh-Hant', 'x-klingon', ''), text),
        newEmail: email,
        splitId: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), text),
        share: fc.oneof(base64, text),
        recovery: fc.oneof(fc.record({ splitId: text, blob: text }), value),
        addresses: fc.oneof(
          fc.record({
            eip155: fc.oneof(fc.constant(`0x${'ab'.repeat(20)}`), text),
            solana: fc.oneof(fc.constant('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'), text),
          }),
          value,
        ),
        token: text,
        response: fc.oneof(credentialResponse, text),
        userName: text,
        name: text,
        prf: fc.oneof(fc.boolean(), text),
        credentialId: fc.oneof(base64url, text),
        blob: text,
      },
      { requiredKeys: [] },
    )
    .map((record) => JSON.stringify(record)),
  fc.dictionary(fc.string({ maxLength: 12 }), value, { maxKeys: 6 }).map((v) => JSON.stringify(v)),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('', '{', '[]', 'null', '"x"', 'token=', `token=${'A'.repeat(43)}`, '{"__proto__":{"a":1}}'),
)
const headers = fc.record(
  {
    origin: fc.oneof(
      fc.constantFrom('null', 'http://localhost:5173', 'https://evil.example', ''),
      text.map(printable),
    ),
    authorization: fc.oneof(
      fc.constant('own'),
      fc.string({ maxLength: 80 }).map((t) => `Bearer ${printable(t)}`),
      fc.constantFrom('Bearer', 'Basic x', `Bearer ${'A'.repeat(43)}`),
    ),
    'accept-language': fc.oneof(fc.constantFrom('fr;q=0.9, *;q=0', 'zh-TW', 'q=;;,'), text.map(printable)),
    'content-type': fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ),
    'x-forwarded-for': text.map(printable),
  },
  { requiredKeys: [] },
)
const query = fc.dictionary(
  fc.constantFrom('projectId', 'origin', 'chainId', 'version', 'logger', 'token'),
  fc.oneof(
    fc.constantFrom('local', 'nope', 'http://localhost:5173', '1', '0'),
    text.map((t) => t.replace(/[\uD800-\uDFFF]/g, '')),
  ),
  { maxKeys: 6 },
)

async function send(
  route: (typeof routes)[number],
  segment: string,
  search: Record<string, string>,
  head: Record<string, string>,
  payload: string,
) {
  const { authorization, ...rest } = head
  const params = new URLSearchParams({ projectId: 'local', ...search })
  const url = `${auth.url}${route.path(encodeURIComponent(segment.replace(/[\uD800-\uDFFF]/g, '')))}?${params}`
  const res = await fetch(url, {
    method: route.method,
    headers: {
      ...rest,
      ...(authorization === 'own'
        ? { authorization: `Bearer ${session.token}` }
        : authorization
          ? { authorization }
          : {}),
    },
    ...(hasBody(route.method) ? { body: payload } : {}),
  })
  await res.arrayBuffer()
  return res.status
}

test('no route answers 5xx to random input', async () => {
  let requests = 0
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...routes),
      text,
      query,
      headers,
      body,
      async (route, segment, search, head, payload) => {
        const status = await send(route, segment, search, head, payload)
        requests++
        if (status >= 500)
          throw new Error(`${route.method} ${route.path(segment)} ${payload.slice(0, 200)} → ${status}`)
      },
    ),
    { numRuns: 500 },
  )
  expect(requests).toBe(500)
  expect((await auth.get('/health')).status).toBe(200)
}, 60_000)

test('hostile bodies to every route that takes one (deep nesting, NUL, lone surrogates, invalid UTF-8): never 5xx', async () => {
  const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`
  const bodies = [
    deep,
    `{"email":${deep}}`,
    JSON.stringify({ email: 'a\u0000@example.com', deviceId: '\uD800'.repeat(20), otp: '\u0000' }),
    Buffer.concat([Buffer.from('{"email":"'), Buffer.from([0xed, 0xa0, 0x80, 0xff]), Buffer.from('"}')]),
    JSON.stringify({
      email: session.email,
      deviceId: session.deviceId,
      otp: '1'.repeat(6),
      newEmail: session.email,
    }),
    `{"email":"${newEmail()}","deviceId":"${newDeviceId()}","otp":1e400}`,
  ]
  const failures: string[] = []
  for (const route of routes.filter((r) => hasBody(r.method))) {
    for (const payload of bodies) {
      for (const authorization of [`Bearer ${session.token}`, undefined]) {
        const res = await fetch(`${auth.url}${route.path('x')}?projectId=local`, {
          method: route.method,
          headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
          body: payload,
        })
        await res.arrayBuffer()
        if (res.status >= 500) failures.push(`${route.path('x')} → ${res.status}`)
      }
    }
  }
  expect(failures).toEqual([])
}, 60_000)

// Bodies valid in every field but one, which holds NUL or a lone surrogate, sent with a live session: the text
// reaches the code that stores it unless the edge refuses it.
test('a NUL or lone surrogate in one field of an otherwise valid body: 400, never 5xx', async () => {
  // A session of its own: the tests above post to /v1/sign-out with theirs.
  const { token, deviceId } = await auth.signIn(newEmail('nul'))
  const origin = new URL(auth.url).origin
  const options = (await auth.post('/v1/passkey/login/options', { deviceId })).body.options as never
  const authenticator = softAuthenticator()
  const registration = authenticator.create(
    (await auth.post('/v1/passkey/register/options', { deviceId })).body.options as never,
    { origin },
  )
  const assertion = authenticator.get(options, { origin, credentialId: registration.id })
  const valid: { method?: Method; path: string; body: Record<string, unknown> }[] = [
    { path: '/v1/email/connect', body: { email: newEmail('nul'), deviceId: newDeviceId(), locale: 'en' } },
    {
      path: '/v1/wallet',
      body: {
        splitId: 'split-1',
        share: 'AAAA',
        recovery: { splitId: 'split-1', blob: 'blob' },
        addresses: {
          eip155: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
          solana: '11111111111111111111111111111111',
        },
      },
    },
    { path: '/v1/email/update', body: { newEmail: newEmail('nul'), locale: 'en' } },
    { path: '/v1/export/start', body: { locale: 'en' } },
    { path: '/v1/kit/start', body: { locale: 'en' } },
    { path: '/v1/passkey/register/options', body: { deviceId, userName: 'Ada' } },
    {
      path: '/v1/passkey/register/verify',
      body: { deviceId, response: registration, name: 'Key', prf: true },
    },
    { path: '/v1/passkey/login/options', body: { deviceId } },
    { path: '/v1/passkey/login/verify', body: { deviceId, response: assertion } },
    {
      method: 'PUT',
      path: '/v1/passkey/backup',
      body: { credentialId: registration.id, splitId: 'split-1', blob: 'sealed' },
    },
    { method: 'PATCH', path: `/v1/passkeys/${registration.id}`, body: { name: 'Key' } },
  ]
  /** `body` with `text` in `field` (inside the nested objects for `recovery` and `response`). */
  const hostile = (body: Record<string, unknown>, field: string, text: string) => {
    if (field === 'recovery') return { ...body, recovery: { splitId: 'split-1', blob: text } }
    if (field !== 'response') return { ...body, [field]: text }
    const response = body.response as { response: Record<string, unknown> }
    return { ...body, response: { ...response, response: { ...response.response, clientDataJSON: text } } }
  }
  const failures: string[] = []
  for (const { method = 'POST', path, body } of valid) {
    for (const field of Object.keys(body)) {
      for (const text of ['\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy']) {
        const res = await fetch(`${auth.url}${path}?projectId=local`, {
          method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(hostile(body, field, text)),
        })
        await res.arrayBuffer()
        if (res.status !== 400) failures.push(`${path} ${field} ${JSON.stringify(text)} → ${res.status}`)
      }
    }
  }
  expect(failures).toEqual([])
})

test('raw request-targets on every route (broken escapes, NUL, raw bytes, absolute and asterisk forms): never 5xx', async () => {
  const hostile = [
    '%',
    '%ZZ',
    '%00',
    '%ED%A0%80',
    '%FF%FE',
    '..%2F..%2F',
    '\u0000',
    '\u00ff\u0080',
    'x'.repeat(4000),
  ]
  const targets: [string, Buffer][] = [
    ['GET', Buffer.from('*')],
    ['GET', Buffer.from('http://evil.example/v1/session')],
    ['GET', Buffer.from('//')],
  ]
  for (const route of routes) {
    for (const segment of hostile) {
      targets.push([route.method, Buffer.from(`${route.path(segment)}?projectId=${segment}`, 'latin1')])
      targets.push([route.method, Buffer.from(`${route.path('x')}${segment}?token=${segment}`, 'latin1')])
    }
  }
  const failures: string[] = []
  for (const [method, target] of targets) {
    const status = await rawRequestStatus(auth.url, method, target)
    if (status === 0 || status >= 500)
      failures.push(`${method} ${target.toString('latin1').slice(0, 80)} → ${status}`)
  }
  expect(failures).toEqual([])
  expect((await auth.get('/health', { query: '' })).status).toBe(200)
})
