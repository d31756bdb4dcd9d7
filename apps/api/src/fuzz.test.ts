import { rawRequestStatus } from '@portico/server-kit/testing'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  amount,
  bearerToken,
  cursor,
  cursorOf,
  deep,
  hex,
  hostileBody,
  hostileText,
  json,
  keys,
  routes,
  signInChain,
  signInLines,
  signInMutation,
  signInSignature,
  value,
} from './test/fuzzInputs.js'
import { startTestWorld } from './test/startTestWorld.js'

// Every route, with malformed params, queries and bodies: the API must answer 2xx/4xx, never 5xx, never crash.

let world: Awaited<ReturnType<typeof startTestWorld>>
beforeAll(async () => {
  world = await startTestWorld({ indexer: { enabled: false, intervalMs: 1000 } })
}, 120_000)
afterAll(() => world?.stop())

test('no route answers 5xx to malformed input', async () => {
  let requests = 0
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...routes),
      fc.oneof(value, hex, fc.string({ maxLength: 30 })),
      fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 5 }),
      json,
      async (route, segment, query, body) => {
        const params = new URLSearchParams({ projectId: 'local', ...query })
        const url = `${world.api.url}${route.path(encodeURIComponent(segment))}?${params}`
        const res = await fetch(url, {
          method: route.method,
          ...(route.method === 'POST' ? { body, headers: { 'content-type': 'application/json' } } : {}),
        })
        await res.arrayBuffer()
        requests++
        if (res.status >= 500) throw new Error(`${route.method} ${url} ${body} → ${res.status}`)
      },
    ),
    { numRuns: 900 },
  )
  expect(requests).toBeGreaterThanOrEqual(900)
  // Still answering afterwards.
  expect((await world.api.get('/health')).status).toBe(200)
}, 240_000)

test('no route answers 5xx to hostile input: all of unicode, deep JSON, huge amounts, out-of-range cursors', async () => {
  let requests = 0
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...routes),
      fc.oneof(hostileText, amount),
      fc.dictionary(
        fc.constantFrom(...keys),
        fc.oneof(hostileText, amount, cursor, fc.constantFrom('eip155:31337', '31337')),
        { maxKeys: 5 },
      ),
      cursor,
      hostileBody,
      // Often a real chain, so the hostile body gets past the chain check to the code that reads it.
      fc.option(fc.constantFrom('eip155:31337', '31337'), { freq: 2 }),
      async (route, segment, query, historyCursor, body, chainId) => {
        const params = new URLSearchParams({ projectId: 'local', ...query, ...(chainId ? { chainId } : {}) })
        if (route.path('x').endsWith('/history')) params.set('cursor', historyCursor)
        const url = `${world.api.url}${route.path(encodeURIComponent(segment.replace(/[\uD800-\uDFFF]/g, '\uFFFD')))}?${params}`
        const res = await fetch(url, {
          method: route.method,
          ...(route.method === 'POST' ? { body, headers: { 'content-type': 'application/json' } } : {}),
        })
        await res.arrayBuffer()
        requests++
        if (res.status >= 500) throw new Error(`${route.method} ${url} ${body.slice(0, 300)} → ${res.status}`)
      },
    ),
    { numRuns: 600 },
  )
  expect(requests).toBeGreaterThanOrEqual(600)
  expect((await world.api.get('/health')).status).toBe(200)
}, 240_000)

test('history cursors out of every range: 400 naming the cursor, never 5xx', async () => {
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  for (const value of [
    ['+275760-09-13T00:00:00.000Z', 'eip155:31337', '1', 0],
    ['2026-01-01T00:00:00.000Z', 'eip155:31337', '9'.repeat(40), 0],
    ['2026-01-01T00:00:00.000Z', 'eip155:31337', '1', 2 ** 53],
    ['2026-01-01T00:00:00.000Z', 'eip155:31337', '1', -(2 ** 40)],
    ['2026-01-01T00:00:00.000Z', '\u0000', '1', 0],
  ]) {
    for (const chain of ['', '&chainId=eip155:31337']) {
      const res = await world.api.get(
        `/v1/account/${address}/history?projectId=local${chain}&cursor=${cursorOf(value)}`,
      )
      expect(res.status, JSON.stringify(value)).toBeLessThan(500)
    }
  }
})

test('JSON nested 5000 deep under every key, to every POST route: 4xx or 2xx, never 5xx', async () => {
  const nested = { array: deep(5000, 'array'), object: deep(5000, 'object') }
  const bodyKeys = ['params', 'props', 'message', 'attributes', 'addresses', 'amount', 'eip155', 'projectId']
  for (const route of routes.filter((r) => r.method === 'POST')) {
    for (const key of bodyKeys) {
      for (const [kind, value] of Object.entries(nested)) {
        const body = `{"jsonrpc":"2.0","id":1,"method":"eth_call","eventId":"e","url":"u","domain":"d","timestamp":1,"${key}":${value}}`
        const path = route.path('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
        const res = await world.api.get(`${path}?projectId=local&chainId=eip155:31337`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
        await res.arrayBuffer()
        expect(res.status, `${path} ${key} ${kind}`).toBeLessThan(500)
      }
    }
  }
  expect((await world.api.get('/health')).status).toBe(200)
}, 120_000)

test('NUL bytes, lone surrogates and invalid UTF-8 in every path segment, query value and body field: never 5xx', async () => {
  const texts = ['\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\uFFFF', '𝟘\u0000']
  // A lone surrogate cannot be percent-encoded from a JS string; its would-be UTF-8 bytes can be sent as-is.
  const segments = [
    ...texts.map((t) => encodeURIComponent(t.replace(/[\uD800-\uDFFF]/g, ''))),
    '%ED%A0%80',
    '%FF%00',
  ]
  const failures: string[] = []
  for (const route of routes) {
    for (const segment of segments) {
      for (const text of texts) {
        const query = new URLSearchParams({ projectId: 'local', chainId: 'eip155:31337' })
        for (const key of keys.filter((k) => k !== 'chainId'))
          query.set(key, text.replace(/[\uD800-\uDFFF]/g, ''))
        const fields = Object.fromEntries(
          [...keys, 'addresses', 'address', 'message', 'signature', 'method', 'eventId', 'url', 'domain'].map(
            (k) => [k, text],
          ),
        )
        const bodies =
          route.method === 'POST'
            ? [
                JSON.stringify({ jsonrpc: '2.0', id: 1, ...fields, method: `eth_call${text}` }),
                Buffer.concat([
                  Buffer.from('{"name":"'),
                  Buffer.from([0xed, 0xa0, 0x80, 0x00]),
                  Buffer.from('"}'),
                ]),
              ]
            : [undefined]
        for (const body of bodies) {
          const url = `${world.api.url}${route.path(segment)}?${query}`
          const res = await fetch(url, {
            method: route.method,
            ...(body !== undefined ? { body, headers: { 'content-type': 'application/json' } } : {}),
          })
          await res.arrayBuffer()
          if (res.status >= 500)
            failures.push(`${route.method} ${route.path(segment)} ${JSON.stringify(text)} → ${res.status}`)
        }
      }
    }
  }
  expect(failures).toEqual([])
}, 180_000)

test('amounts past 2^256 in every query value and body field: never 5xx', async () => {
  const amounts = [
    String(2n ** 256n),
    `0x1${'0'.repeat(64)}`,
    String(2n ** 1024n),
    `-${2n ** 255n}`,
    '1e400',
    '9'.repeat(400),
  ]
  const usdc = world.devnet.chains[0]!.addresses.usdc
  const failures: string[] = []
  for (const route of routes) {
    for (const amount of amounts) {
      const query = new URLSearchParams({
        projectId: 'local',
        chainId: 'eip155:31337',
        from: `eip155:31337:${usdc}`,
        to: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        userAddress: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        tokenAddress: `eip155:31337:${usdc}`,
        amount,
        gasPrice: amount,
        timestamp: amount,
      })
      const body = JSON.stringify({
        ...Object.fromEntries(query),
        amount,
        timestamp: Number(amount),
        paymentAmount: amount,
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
      })
      const res = await fetch(`${world.api.url}${route.path(amount)}?${query}`, {
        method: route.method,
        ...(route.method === 'POST' ? { body, headers: { 'content-type': 'application/json' } } : {}),
      })
      await res.arrayBuffer()
      if (res.status >= 500)
        failures.push(`${route.method} ${route.path(amount)} ${amount.slice(0, 20)} → ${res.status}`)
    }
  }
  expect(failures).toEqual([])
}, 120_000)

// Sign-in: messages a step away from valid (every line mutated, chain ids of every namespace, real nonces),
// signatures in every encoding, CACAOs, and bearer tokens from random text to forged JWTs.
test('sign-in routes: mutated messages, signatures, CACAOs and bearer tokens never answer 5xx', async () => {
  const nonceOf = async () =>
    (
      (await (await world.api.get('/v1/auth/nonce?projectId=local', { method: 'POST' })).json()) as {
        nonce: string
      }
    ).nonce
  let requests = 0
  await fc.assert(
    fc.asyncProperty(
      signInChain,
      signInMutation,
      signInSignature,
      bearerToken,
      fc.boolean(),
      async ([chainId, name, address], m, sig, bearer, cacao) => {
        const text = signInLines(await nonceOf(), chainId as string, name as string, address as string)
        if (m.kind === 'replace') text[m.line % text.length] = m.text
        if (m.kind === 'drop') text.splice(m.line % text.length, 1)
        if (m.kind === 'duplicate') text.splice(m.line % text.length, 0, text[m.line % text.length] ?? '')
        if (m.kind === 'append') text.push(m.text)
        const body = cacao
          ? {
              cacao: {
                h: { t: 'caip122' },
                p: {
                  domain: m.text,
                  aud: 'http://localhost:5173/',
                  version: '1',
                  nonce: 'n',
                  iat: m.text,
                  iss: `did:pkh:eip155:31337:${address}`,
                },
                s: { t: 'eip191', s: sig },
              },
            }
          : { message: text.join('\n'), signature: sig }
        const answers = [
          await world.api.get('/v1/auth/verify?projectId=local', {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
            body: JSON.stringify(body),
          }),
          ...(await Promise.all(
            ['/v1/auth/me', '/v1/auth/revoke'].map((path) =>
              world.api.get(`${path}?projectId=local`, {
                method: path.endsWith('me') ? 'GET' : 'POST',
                headers: { authorization: `Bearer ${bearer.replace(/[^\x20-\x7e]/g, '')}` },
              }),
            ),
          )),
        ]
        for (const res of answers) {
          await res.arrayBuffer()
          requests++
          if (res.status >= 500)
            throw new Error(`${res.url} ${JSON.stringify(body).slice(0, 400)} → ${res.status}`)
        }
      },
    ),
    { numRuns: 300 },
  )
  expect(requests).toBeGreaterThanOrEqual(900)
}, 240_000)

// Bodies valid in every field but one, which holds NUL or a lone surrogate: the input reaches the code that stores
// or forwards it (the checks above often stop at another field first).
test('a NUL or lone surrogate in one field of an otherwise valid body: 400, never 5xx', async () => {
  const account = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const valid: { path: string; body: Record<string, unknown>; fields: string[] }[] = [
    {
      path: '/e',
      body: { eventId: 'e', url: 'https://a.example/', domain: 'a.example', timestamp: 1, props: { k: 'v' } },
      fields: ['eventId', 'url', 'domain', 'props'],
    },
    {
      path: '/v1/generators/onrampurl',
      body: {
        destinationWallets: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }],
        partnerUserId: 'user',
      },
      fields: ['partnerUserId'],
    },
    {
      path: `/v1/sessions/${account}/revoke`,
      body: { pci: 'pci', nonce: `0x${'0'.repeat(64)}`, signature: '0x00' },
      fields: ['pci'],
    },
  ]
  const failures: string[] = []
  for (const { path, body, fields } of valid) {
    for (const field of fields) {
      for (const text of ['\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\uDC00\uD800']) {
        const hostile = { ...body, [field]: field === 'props' ? { [text]: text } : text }
        const res = await world.api.get(`${path}?projectId=local`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(hostile),
        })
        await res.arrayBuffer()
        if (res.status !== 400) failures.push(`${path} ${field} ${JSON.stringify(text)} → ${res.status}`)
      }
    }
  }
  expect(failures).toEqual([])
})

test('the allowance of an address that is not an ERC-20 token: 400 naming the token, not 5xx', async () => {
  const user = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  // An account with no code, and the AMM router itself (code, but no allowance function).
  for (const token of [
    '0x000000000000000000000000000000000000dEaD',
    world.devnet.chains[0]!.addresses.ammRouter,
  ]) {
    const res = await world.api.get(
      `/v1/convert/allowance?projectId=local&tokenAddress=eip155:31337:${token}&userAddress=${user}`,
    )
    expect(res.status, token).toBe(400)
    expect(((await res.json()) as { field?: string }).field).toBe('query.tokenAddress')
  }
})

test('raw request-targets on every route (broken escapes, NUL, raw bytes, absolute and asterisk forms): never 5xx', async () => {
  const hostile = [
    '%',
    '%ZZ',
    '%00',
    '%ED%A0%80',
    '%FF%FE',
    '..%2F..%2F',
    'a%2Fb',
    '\u0000',
    '\u00ff\u0080',
    'x'.repeat(4000),
  ]
  const targets: Buffer[] = [
    Buffer.from('*'),
    Buffer.from('http://evil.example/v1/supported-chains'),
    Buffer.from('//'),
  ]
  for (const route of routes) {
    for (const segment of hostile) {
      targets.push(Buffer.from(`${route.path(segment)}?projectId=local&chainId=${segment}`, 'latin1'))
      targets.push(Buffer.from(`${route.path('x')}${segment}?projectId=${segment}`, 'latin1'))
    }
  }
  const failures: string[] = []
  for (const target of targets) {
    const route = routes.find((r) =>
      target.toString('latin1').startsWith(r.path('').split('/').slice(0, 3).join('/')),
    )
    const status = await rawRequestStatus(world.api.url, route?.method ?? 'GET', target)
    if (status === 0 || status >= 500) failures.push(`${target.toString('latin1').slice(0, 80)} → ${status}`)
  }
  expect(failures).toEqual([])
  expect((await world.api.get('/health')).status).toBe(200)
}, 180_000)
