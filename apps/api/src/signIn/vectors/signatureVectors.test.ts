import * as ecc from '@bitcoinerlab/secp256k1'
import { address as bitcoinAddress, initEccLib, networks } from 'bitcoinjs-lib'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ProjectConfig } from '../../config.js'
import type { Database } from '../../db/database.js'
import { openDatabase } from '../../db/database.js'
import { migrate } from '../../db/migrate.js'
import type { ProjectVariables } from '../../middleware/project.js'
import { signInRoutes } from '../../routes/signIn.js'
import { createSignInSessions } from '../signInSessions.js'
import { BITCOIN_MESSAGE_PREFIX, type SiwxChains } from '../siwxChains.js'
import { signatureVectors, VECTOR_DOMAIN } from './signatureVectors.js'

// The shared signature table (real keys, forgeries, drift cases) through the sign-in route: every vector's
// message is one the route accepts up to the signature (its domain, a served chain, a nonce issued to the project,
// current times), so the verdict is the signature's alone. The adapters' tests run the same table.

const origin = `https://${VECTOR_DOMAIN}`
const project = { id: 'vectors', allowedOrigins: [origin] } as ProjectConfig
// The vectors' messages are issued at 2026-11-27T12:00:00Z.
const now = () => Date.parse('2026-11-27T12:01:00.000Z')
const served = (namespace: string) =>
  new Set(signatureVectors.filter((v) => v.chain.startsWith(`${namespace}:`)).map((v) => v.chain))
const chains: SiwxChains = {
  eip155: () => undefined,
  solana: served('solana'),
  polkadot: served('polkadot'),
  bip122: new Map(
    [...served('bip122')].map((chain) => [
      chain,
      {
        messagePrefix: BITCOIN_MESSAGE_PREFIX,
        async scriptOf(address: string) {
          try {
            return Buffer.from(bitcoinAddress.toOutputScript(address, networks.bitcoin)).toString('hex')
          } catch {
            return undefined
          }
        },
      },
    ]),
  ),
}

let db: Database
let app: Hono<{ Variables: ProjectVariables }>
beforeAll(async () => {
  initEccLib(ecc) // taproot addresses' scripts (the API's nodes decode addresses themselves)
  db = await openDatabase()
  await migrate(db)
  const sessions = createSignInSessions({ db, secret: 'signature vectors secret', now })
  app = new Hono<{ Variables: ProjectVariables }>()
    .use(async (c, next) => {
      c.set('project', project)
      await next()
    })
    .route('/', signInRoutes({ db, chains, sessions, sessionLifetimeMs: 3_600_000, now }))
}, 60_000)
afterAll(() => db?.close())

const nonceOf = (message: string) => /\nNonce: (\w+)\n/.exec(message)?.[1] as string

describe('shared signature vectors through POST /auth/verify', () => {
  test('the table has valid signatures and forgeries on every chain it names', () => {
    for (const namespace of ['solana', 'polkadot', 'bip122']) {
      const own = signatureVectors.filter((v) => v.chain.startsWith(`${namespace}:`))
      expect(own.some((v) => v.valid) && own.some((v) => !v.valid), namespace).toBe(true)
    }
  })

  test.each(signatureVectors.map((vector) => [vector.name, vector] as const))('%s', async (_, vector) => {
    await db.query(
      // Vectors may share a message's nonce; a refused signature leaves it unused.
      'insert into auth_nonces (nonce, project, client, expires_at, created_at) values ($1, $2, $3, $4, $5) on conflict do nothing',
      [nonceOf(vector.message), project.id, 'vectors', now() + 60_000, now()],
    )
    const res = await app.request('/auth/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ message: vector.message, signature: vector.signature }),
    })
    const body = (await res.json()) as { error?: { code: string }; session?: { address: string } }
    if (vector.valid) {
      expect(res.status, JSON.stringify(body)).toBe(200)
      expect(body.session?.address).toBe(vector.address)
    } else {
      expect(res.status, JSON.stringify(body)).toBe(401)
      expect(body.error?.code).toBe('invalid_signature')
    }
  })
})

describe('the message is parsed strictly before any signature is checked', () => {
  const evm = (address: string, issuedAt: string) =>
    [
      `${VECTOR_DOMAIN} wants you to sign in with your Ethereum account:`,
      address,
      '',
      '',
      `URI: ${origin}/`,
      'Version: 1',
      'Chain ID: 1',
      'Nonce: vectorstrict1',
      `Issued At: ${issuedAt}`,
    ].join('\n')
  const post = async (message: string) => {
    const res = await app.request('/auth/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ message, signature: `0x${'11'.repeat(65)}` }),
    })
    return { status: res.status, body: (await res.json()) as { error?: { code: string; message: string } } }
  }

  test('an impossible Issued At (2026-02-30) or an EIP-4361 address without its EIP-55 checksum is a 400', async () => {
    const checksummed = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const impossible = await post(evm(checksummed, '2026-02-30T12:00:00.000Z'))
    expect(impossible.status).toBe(400)
    expect(impossible.body.error?.code).toBe('invalid_message')
    expect(impossible.body.error?.message).toMatch(/issuedAt/)
    const lower = await post(evm(checksummed.toLowerCase(), '2026-11-27T12:00:00.000Z'))
    expect(lower.status).toBe(400)
    expect(lower.body.error?.message).toMatch(/accountAddress/)
    // The same message with the checksummed address and a real date gets past the parser (to the chain check).
    const good = await post(evm(checksummed, '2026-11-27T12:00:00.000Z'))
    expect(good.body.error?.code).toBe('unsupported_chain')
  })
})
