import { request as httpRequest } from 'node:http'
import { freePort } from '@portico/dev-utils'
import { type FarcasterWorld, startFarcasterWorld } from '@portico/devnet'
import { recoverMessageAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  answerForm,
  type FarcasterRelay,
  signInQuery,
  startFarcasterRelay,
  unescapeHtml,
} from '../test/farcasterRelay.js'
import { authenticateUrl } from './authenticate.js'
import { type FarcasterClient, FarcasterClientOptionsError, startFarcasterClient } from './index.js'

// The Farcaster test client against a local Farcaster world (anvil as OP Mainnet, the IdRegistry at its canonical
// address): the custody key holds a registered fid. The relay's answer side records what the client posts; the
// wallet service's own test proves such answers sign a user in.

const privateKey = generatePrivateKey()
const custody = privateKeyToAccount(privateKey).address
const profile = {
  username: 'alice',
  displayName: 'Alice <3 "Farcaster"',
  pfpUrl: 'https://images.example/alice.png',
}

let world: FarcasterWorld
let relay: FarcasterRelay
let client: FarcasterClient
let fid: number

beforeAll(async () => {
  ;[world, relay] = await Promise.all([startFarcasterWorld(), startFarcasterRelay()])
  fid = await world.register(custody)
  client = await startFarcasterClient({ privateKey, fid, ...profile })
})
afterAll(async () => {
  await client?.close()
  await relay?.close()
  await world?.stop()
})
beforeEach(() => {
  relay.posted.length = 0
  relay.reply({ status: 201, body: JSON.stringify({ state: 'completed' }) })
})

type Page = { status: number; html: string; headers: Headers }

/** Opens the client's page with `query` (the connect URI a relay shows). */
async function open(query: Record<string, string> | string = {}, path = ''): Promise<Page> {
  const search = typeof query === 'string' ? query : new URLSearchParams(query).toString()
  const response = await fetch(`${client.url}${path}${search ? `?${search}` : ''}`)
  return { status: response.status, html: await response.text(), headers: response.headers }
}

/** Posts the answer form as the page's own form does (from its origin), with `changes`. */
async function answer(
  form: URLSearchParams,
  {
    origin = new URL(client.url).origin,
    type = 'application/x-www-form-urlencoded',
    body = form.toString(),
  } = {},
): Promise<Page> {
  const response = await fetch(`${client.url}answer`, {
    method: 'POST',
    headers: { 'content-type': type, ...(origin && { origin }) },
    body,
  })
  return { status: response.status, html: await response.text(), headers: response.headers }
}

/** Opens the page for `query` and presses `action`. */
async function press(action: 'sign' | 'decline', query: Record<string, string>) {
  const page = await open(query)
  expect(page.status).toBe(200)
  const form = answerForm(page.html)
  form.set('action', action)
  return { page, form, answered: await answer(form) }
}

const shownMessage = (html: string) =>
  unescapeHtml(/<pre data-testid="farcaster-message">([^<]*)<\/pre>/.exec(html)?.[1] ?? '')

const outcome = (html: string) => ({
  outcome: /<body data-outcome="([a-z]+)">/.exec(html)?.[1],
  text: unescapeHtml(/data-testid="farcaster-outcome">([^<]*)</.exec(html)?.[1] ?? ''),
})

describe('the Farcaster test client', () => {
  test('its page shows the request in plain words: the site, the user, the fid and the full message', async () => {
    const query = signInQuery(relay)
    const page = await open(query)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'; img-src data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'$/,
    )
    expect(page.headers.get('referrer-policy')).toBe('same-origin')
    const ask = unescapeHtml(/data-testid="farcaster-ask">(.*)<\/p>/.exec(page.html)?.[1] ?? '')
    expect(ask.replace(/<\/?strong>/g, '')).toBe(
      `${query.domain} asks you to sign in as @alice (fid ${fid}).`,
    )
    expect(page.html).toContain('Alice &#60;3 &#34;Farcaster&#34; (@alice)')
    expect(page.html).toContain(custody)
    expect(page.html).toContain('data-action="sign"')
    expect(page.html).toContain('data-action="decline"')

    // The message shown is the one a Farcaster app signs, issued when the page was opened.
    const form = answerForm(page.html)
    expect(shownMessage(page.html)).toBe(
      createSiweMessage({
        domain: query.domain,
        address: custody,
        statement: 'Farcaster Auth',
        uri: query.siweUri,
        version: '1',
        chainId: 10,
        nonce: query.nonce,
        issuedAt: new Date(form.get('issuedAt') ?? ''),
        expirationTime: new Date(query.expirationTime),
        resources: [`farcaster://fid/${fid}`],
      }),
    )
    expect(Object.fromEntries(form)).toEqual({ ...query, issuedAt: form.get('issuedAt') })
    expect(Math.abs(Date.parse(form.get('issuedAt') ?? '') - Date.now())).toBeLessThan(60_000)
  })

  test('Sign in: the custody key signs the message and the answer goes to the relay with the channel token', async () => {
    const query = signInQuery(relay)
    const { page, answered } = await press('sign', query)
    expect(answered.status).toBe(200)
    expect(outcome(answered.html)).toEqual({
      outcome: 'signed',
      text: 'Signed in. You can go back to the app.',
    })

    expect(relay.posted).toHaveLength(1)
    const [posted] = relay.posted
    if (!posted) throw new Error('nothing was posted')
    expect(posted.path).toBe('/v1/farcaster/channel/authenticate')
    expect(posted.authorization).toBe(`Bearer ${query.channelToken}`)
    expect(posted.contentType).toBe('application/json')
    const { message, signature, ...rest } = posted.body as { message: string; signature: `0x${string}` }
    expect(rest).toEqual({ fid, ...profile })
    // The message is the one shown, and it is Sign In With Farcaster's: chain 10, the statement, the fid.
    expect(message).toBe(shownMessage(page.html))
    expect(parseSiweMessage(message)).toMatchObject({
      domain: query.domain,
      address: custody,
      statement: 'Farcaster Auth',
      uri: query.siweUri,
      chainId: 10,
      nonce: query.nonce,
      resources: [`farcaster://fid/${fid}`],
    })
    // Signed by the key the IdRegistry names as the fid's custody address.
    expect(await world.custodyOf(fid)).toBe(custody)
    expect(await recoverMessageAddress({ message, signature })).toBe(custody)
  })

  test('Decline: nothing is posted anywhere, and the page sends the user back', async () => {
    const { answered } = await press('decline', signInQuery(relay))
    expect(answered.status).toBe(200)
    expect(outcome(answered.html)).toEqual({
      outcome: 'declined',
      text: 'Declined. You can go back to the app.',
    })
    expect(relay.posted).toHaveLength(0)
  })

  test("a refusal shows the relay's message; a relay that cannot be reached or does not answer says so", async () => {
    relay.reply({
      status: 409,
      body: JSON.stringify({
        message: 'This Farcaster sign-in was answered already',
        reason: 'SOCIAL_EXPIRED',
      }),
    })
    expect(outcome((await press('sign', signInQuery(relay))).answered.html)).toEqual({
      outcome: 'refused',
      text: 'The app refused the sign-in (409): This Farcaster sign-in was answered already',
    })
    relay.reply({ status: 401, body: '<html>no</html>', contentType: 'text/html' })
    expect(outcome((await press('sign', signInQuery(relay))).answered.html)).toEqual({
      outcome: 'refused',
      text: 'The app refused the sign-in (401): Unauthorized',
    })

    const closed = `http://127.0.0.1:${await freePort()}`
    const unreachable = await press('sign', signInQuery(relay, { siweUri: closed }))
    expect(unreachable.answered.status).toBe(200)
    expect(outcome(unreachable.answered.html)).toMatchObject({ outcome: 'unreachable' })
    expect(outcome(unreachable.answered.html).text).toMatch(/^The app could not be reached: /)

    const impatient = await startFarcasterClient({ privateKey, fid, username: 'alice', relayTimeoutMs: 300 })
    try {
      relay.reply('hang')
      const page = await fetch(`${impatient.url}?${new URLSearchParams(signInQuery(relay))}`)
      const form = answerForm(await page.text())
      form.set('action', 'sign')
      const answered = await fetch(`${impatient.url}answer`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: new URL(impatient.url).origin,
        },
        body: form,
      })
      expect(outcome(await answered.text())).toEqual({
        outcome: 'unreachable',
        text: 'The app could not be reached: The relay did not answer in time',
      })
    } finally {
      await impatient.close()
    }
  })

  test('the answer goes below the relay URI, which may have a path', () => {
    expect(authenticateUrl('http://localhost:8790')).toBe(
      'http://localhost:8790/v1/farcaster/channel/authenticate',
    )
    expect(authenticateUrl('https://auth.example/wallet/?x=1#y')).toBe(
      'https://auth.example/wallet/v1/farcaster/channel/authenticate',
    )
  })

  test('an expired request is shown without a Sign button that works', async () => {
    const page = await open(signInQuery(relay, { expirationTime: new Date(Date.now() - 1000).toISOString() }))
    expect(page.status).toBe(200)
    expect(page.html).toContain('This request has expired')
    expect(page.html).toMatch(/data-action="sign" disabled/)
  })

  test('without a request the page says what it is and who it signs in as', async () => {
    const page = await open()
    expect(page.status).toBe(200)
    expect(page.html).toContain('A Farcaster app for tests')
    expect(page.html).toContain(custody)
    expect(page.html).not.toContain('<form')
  })

  test('a request that does not fit is refused with 400, and nothing in it is echoed', async () => {
    const hostile = '<script>alert(1)</script>'
    const bad: Record<string, string>[] = [
      { nonce: 'short' },
      { nonce: hostile },
      { nonce: 'a'.repeat(10_000) },
      { channelToken: 'has space token' },
      { channelToken: `token\r\nx-injected: ${hostile}` },
      { siweUri: 'javascript:alert(1)//' },
      { siweUri: 'http://user:secret@auth.example' },
      { siweUri: hostile },
      { domain: '<img src=x onerror=alert(1)>' },
      { domain: 'two words' },
      { expirationTime: 'tomorrow' },
      { expirationTime: hostile },
      { requestId: hostile },
      { notBefore: 'soon' },
    ]
    for (const changes of bad) {
      const page = await open(signInQuery(relay, changes))
      expect(page.status, JSON.stringify(changes)).toBe(400)
      expect(page.html).toContain('This is not a Sign In With Farcaster request.')
      expect(page.html).not.toMatch(/<script|<img|x-injected|secret/)
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    }
    const missing = await open({ nonce: 'abcdefgh12' })
    expect(missing.status).toBe(400)
    expect(missing.html).toContain('<li>channelToken: missing</li>')
    // Unknown parameters are ignored, never shown; a name given twice counts once (its first value).
    const extra = await open(
      `${new URLSearchParams({ ...signInQuery(relay), other: hostile })}&nonce=${hostile}`,
    )
    expect(extra.status).toBe(200)
    expect(extra.html).not.toContain('<script>')
    expect(relay.posted).toHaveLength(0)
  })

  test('answers are taken only from its own page: same origin, a known host, a bounded form', async () => {
    const { html } = await open(signInQuery(relay))
    const form = answerForm(html)
    form.set('action', 'sign')
    expect((await answer(form, { origin: '' })).status).toBe(403)
    expect((await answer(form, { origin: 'http://evil.example' })).status).toBe(403)
    expect((await answer(form, { origin: 'null' })).status).toBe(403)
    // A site rebound to loopback posts under its own name.
    const { port } = new URL(client.url)
    const rebound = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${client.url}answer`,
        {
          method: 'POST',
          headers: {
            host: `evil.example:${port}`,
            origin: `http://evil.example:${port}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
        },
        (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        },
      )
      req.on('error', reject)
      req.end(form.toString())
    })
    expect(rebound).toBe(403)
    expect((await answer(form, { type: 'application/json' })).status).toBe(415)
    expect((await answer(form, { body: `${form}&pad=${'x'.repeat(20_000)}` })).status).toBe(413)
    const noAction = new URLSearchParams(form)
    noAction.delete('action')
    expect((await answer(noAction)).status).toBe(400)
    const tampered = new URLSearchParams(form)
    tampered.set('nonce', '<b>')
    const refused = await answer(tampered)
    expect(refused.status).toBe(400)
    expect(refused.html).not.toContain('<b>')
    expect(relay.posted).toHaveLength(0)

    // Other paths and methods.
    expect((await open({}, 'answer')).status).toBe(405)
    expect((await fetch(client.url, { method: 'POST' })).status).toBe(405)
    expect((await open({}, 'favicon.ico')).status).toBe(404)
    // Still answering after all that.
    expect((await press('sign', signInQuery(relay))).answered.status).toBe(200)
    expect(relay.posted).toHaveLength(1)
  })

  test('options that are no Farcaster account are refused at start', async () => {
    const start = (changes: Partial<Parameters<typeof startFarcasterClient>[0]>) =>
      startFarcasterClient({ privateKey, fid, username: 'alice', ...changes })
    await expect(start({ privateKey: '0x1234' })).rejects.toThrow(FarcasterClientOptionsError)
    await expect(start({ fid: 0 })).rejects.toThrow(/`fid`/)
    await expect(start({ username: '@alice' })).rejects.toThrow(/`username`/)
    await expect(start({ pfpUrl: 'javascript:alert(1)' })).rejects.toThrow(/`pfpUrl`/)
  })
})
