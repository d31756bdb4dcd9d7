import { createPolkadotDevWallet } from '@portico/dev-wallet/polkadot'
import { smartAccountFactoryAbi } from '@portico/devnet'
import type { BitcoinDevnet } from '@portico/devnet-bitcoin'
import type { PolkadotDevnet } from '@portico/devnet-polkadot'
import type { SolanaDevnet } from '@portico/devnet-solana'
import bs58 from 'bs58'
import { createPublicClient, encodeFunctionData, http, serializeErc6492Signature } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  bitcoinDevSigner,
  caip122Message,
  domain,
  hasLitecoind,
  owner,
  page,
  signInCalls,
  solanaDevSigner,
  startSignInWorld,
} from '../test/signInWorld.js'

// Sign in with a wallet on all four namespaces, against real chains and the real dev wallets: the API checks the
// message (domain, nonce, times, chain) and the signature, then hands out a session token.

let started: Awaited<ReturnType<typeof startSignInWorld>> | undefined
let world: Awaited<ReturnType<typeof startSignInWorld>>['world']
let solana: SolanaDevnet
let polkadot: PolkadotDevnet
let bitcoin: BitcoinDevnet | undefined

beforeAll(async () => {
  started = await startSignInWorld()
  ;({ world, solana, polkadot, bitcoin } = started)
}, 240_000)
afterAll(() => started?.stop())

const { call, nonce, verify, evmMessage, signInEvm } = signInCalls(() => world.api)

describe('POST /v1/auth/nonce', () => {
  test('a random 32-hex nonce that lives 5 minutes; the origin must be one the project allows', async () => {
    const before = Date.now()
    const res = await call('/v1/auth/nonce', { method: 'POST' })
    expect(res.status).toBe(200)
    expect(res.body.nonce).toMatch(/^[0-9a-f]{32}$/)
    const expiresAt = Date.parse(res.body.expiresAt as string)
    expect(expiresAt).toBeGreaterThanOrEqual(before + 5 * 60_000 - 1_000)
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 5 * 60_000)
    expect(await nonce()).not.toBe(res.body.nonce)
    const foreign = await call('/v1/auth/nonce', { method: 'POST', origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
  })

  test('a client holds at most 20 unused nonces: the oldest is dropped', async () => {
    const first = await nonce()
    for (let i = 0; i < 20; i++) await nonce()
    const message = await evmMessage({ nonce: first })
    const res = await verify(message, await owner.signMessage({ message }))
    expect(res.status).toBe(401)
    expect(res.body.error?.code).toBe('invalid_nonce')
  })
})

describe('eip155', () => {
  test('an EOA signs in (EIP-4361); /me reads the session; revoke signs out; the token then fails', async () => {
    const message = await evmMessage({ expirationTime: new Date(Date.now() + 3_600_000) })
    const res = await verify(message, await owner.signMessage({ message }))
    expect(res.status).toBe(200)
    const caipAddress = `eip155:31337:${owner.address}`
    expect(res.body.session).toEqual({
      address: owner.address,
      chainId: 'eip155:31337',
      caipAddress,
      issuedAt: expect.any(String),
      expiresAt: expect.any(String),
    })
    const session = res.body.session as { expiresAt: string }
    // The message's Expiration Time bounds the session.
    expect(Math.abs(Date.parse(session.expiresAt) - (Date.now() + 3_600_000))).toBeLessThan(60_000)
    const token = res.body.token as string
    const [, payload] = token.split('.')
    expect(JSON.parse(Buffer.from(payload as string, 'base64url').toString())).toMatchObject({
      sub: caipAddress,
      aud: 'local',
      iss: 'portico-api',
      sid: expect.stringMatching(/^[0-9a-f]{32}$/),
    })

    const me = await call('/v1/auth/me', { token })
    expect(me.status).toBe(200)
    expect(me.body).toEqual(res.body.session)

    expect(await call('/v1/auth/revoke', { method: 'POST', token })).toEqual({
      status: 200,
      body: { revoked: true },
    })
    const after = await call('/v1/auth/me', { token })
    expect(after.status).toBe(401)
    expect(after.body.error?.code).toBe('session_revoked')
    // Signing out twice is fine.
    expect((await call('/v1/auth/revoke', { method: 'POST', token })).status).toBe(200)
  })

  test('without an Expiration Time, the session lasts the configured lifetime (7 days)', async () => {
    const token = await signInEvm()
    const me = await call('/v1/auth/me', { token })
    const lifetime = Date.parse(me.body.expiresAt as string) - Date.parse(me.body.issuedAt as string)
    expect(lifetime).toBe(7 * 86_400_000)
  })

  test('an ERC-1271 smart account signs in with its owner’s signature', async () => {
    const smartAccount = world.devnet.chains[0]!.addresses.smartAccount
    const message = await evmMessage({ address: smartAccount })
    const res = await verify(message, await owner.signMessage({ message }))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect((res.body.session as { address: string }).address).toBe(smartAccount)
  })

  test('an undeployed smart account signs in with an ERC-6492 signature, and stays undeployed', async () => {
    const { rpcUrl, addresses } = world.devnet.chains[0]!
    const client = createPublicClient({ transport: http(rpcUrl) })
    const salt = 4_242n
    const account = await client.readContract({
      address: addresses.smartAccountFactory,
      abi: smartAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner.address, salt],
    })
    expect(await client.getCode({ address: account })).toBeUndefined()
    const message = await evmMessage({ address: account })
    const signature = serializeErc6492Signature({
      address: addresses.smartAccountFactory,
      data: encodeFunctionData({
        abi: smartAccountFactoryAbi,
        functionName: 'createAccount',
        args: [owner.address, salt],
      }),
      signature: await owner.signMessage({ message }),
    })
    const res = await verify(message, signature)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(await client.getCode({ address: account })).toBeUndefined()
    // A stranger's signature for the same counterfactual account is refused, with the smart-account hint.
    const stranger = mnemonicToAccount('test test test test test test test test test test test junk', {
      addressIndex: 1,
    })
    const other = await evmMessage({ address: account })
    const refused = await verify(
      other,
      serializeErc6492Signature({
        address: addresses.smartAccountFactory,
        data: encodeFunctionData({
          abi: smartAccountFactoryAbi,
          functionName: 'createAccount',
          args: [owner.address, salt],
        }),
        signature: await stranger.signMessage({ message: other }),
      }),
    )
    expect(refused.status).toBe(401)
    expect(refused.body.error).toEqual({
      code: 'invalid_signature',
      message: "The signature is not the address's (smart accounts are checked with ERC-1271 and ERC-6492)",
      field: 'body.signature',
    })
  })

  test('a one-click CACAO (WalletConnect) signs in like its message', async () => {
    const issuedAt = new Date().toISOString()
    const cacaoNonce = await nonce()
    const payload = {
      domain,
      aud: `${page}/`,
      version: '1',
      nonce: cacaoNonce,
      iat: issuedAt,
      iss: `did:pkh:eip155:31337:${owner.address}`,
      statement: 'Sign in to the Portico demo',
    }
    const message = createSiweMessage({
      domain,
      address: owner.address,
      statement: payload.statement,
      uri: payload.aud,
      version: '1',
      chainId: 31337,
      nonce: cacaoNonce,
      issuedAt: new Date(issuedAt),
    })
    const cacao = {
      h: { t: 'caip122' },
      p: payload,
      s: { t: 'eip191', s: await owner.signMessage({ message }) },
    }
    const res = await call('/v1/auth/verify', { body: { cacao } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect((res.body.session as { caipAddress: string }).caipAddress).toBe(`eip155:31337:${owner.address}`)
  })
})

describe('solana, polkadot, bip122', () => {
  test('Solana: the dev wallet signs a Sign-In-With-Solana message (ed25519)', async () => {
    const { account, signMessage } = await solanaDevSigner(solana)
    const message = caip122Message({
      chainName: 'Solana',
      address: account.address,
      chainId: solana.caipNetworkId.split(':')[1]!,
      nonce: await nonce(),
      statement: 'Sign in to the Portico demo',
    })
    const signature = await signMessage(message)
    const res = await verify(message, bs58.encode(signature))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.session).toMatchObject({ address: account.address, chainId: solana.caipNetworkId })
    const me = await call('/v1/auth/me', { token: res.body.token as string })
    expect(me.body.caipAddress).toBe(`${solana.caipNetworkId}:${account.address}`)
    // The same message signed by another key is refused.
    const tampered = await verify(message.replace('Portico demo', 'Portico dem0'), bs58.encode(signature))
    expect(tampered.status).toBe(401)
  })

  test('Polkadot: the dev wallet signs with sr25519 over <Bytes>…</Bytes>', async () => {
    const dev = await createPolkadotDevWallet({ policy: 'approve', ss58Format: polkadot.ss58Format })
    const injected = await dev.extension.enable('Portico API test')
    const [alice] = await injected.accounts.get()
    const message = caip122Message({
      chainName: 'Polkadot',
      address: alice!.address,
      // The whole CAIP-2 id is accepted as well as its reference.
      chainId: polkadot.caipNetworkId,
      nonce: await nonce(),
    })
    const { signature } = await injected.signer.signRaw({
      address: alice!.address,
      data: `0x${Buffer.from(message).toString('hex')}`,
      type: 'bytes',
    })
    const res = await verify(message, signature)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.session).toMatchObject({ address: alice!.address, chainId: polkadot.caipNetworkId })
  })

  test.skipIf(!hasLitecoind)('Bitcoin: BIP-322 simple (P2WPKH, P2TR) and legacy signatures', async () => {
    const node = bitcoin as BitcoinDevnet
    const { accounts, sign } = await bitcoinDevSigner(node)
    const cases = [
      [accounts.find((a) => a.address.startsWith('rltc1q'))!, 'bip322-simple'],
      [accounts.find((a) => a.address.startsWith('rltc1p'))!, 'bip322-simple'],
      [accounts.find((a) => a.address.startsWith('rltc1q'))!, 'legacy'],
    ] as const
    for (const [account, protocol] of cases) {
      const message = caip122Message({
        chainName: 'Bitcoin',
        address: account.address,
        chainId: node.caipNetworkId.split(':')[1]!,
        nonce: await nonce(),
      })
      const res = await verify(message, await sign(account, message, protocol))
      expect(res.status, `${account.address} ${protocol} ${JSON.stringify(res.body)}`).toBe(200)
      expect(res.body.session).toMatchObject({ address: account.address, chainId: node.caipNetworkId })
      const tampered = message.replace(/Nonce: \w+/, `Nonce: ${await nonce()}`)
      const refused = await verify(tampered, await sign(account, message, protocol))
      expect(refused.body.error?.code).toBe('invalid_signature')
    }
  })
})

describe('refusals', () => {
  test('a nonce is used once: the same signed message is refused the second time', async () => {
    const message = await evmMessage()
    const signature = await owner.signMessage({ message })
    expect((await verify(message, signature)).status).toBe(200)
    const replay = await verify(message, signature)
    expect(replay.status).toBe(401)
    expect(replay.body.error?.code).toBe('invalid_nonce')
    // A nonce no one issued, or one issued to another project, is refused too.
    const unknown = await evmMessage({ nonce: 'abcdef0123456789abcdef0123456789' })
    expect((await verify(unknown, await owner.signMessage({ message: unknown }))).body.error?.code).toBe(
      'invalid_nonce',
    )
    const foreign = await evmMessage({ nonce: await nonce('quiet') })
    expect((await verify(foreign, await owner.signMessage({ message: foreign }))).body.error?.code).toBe(
      'invalid_nonce',
    )
  })

  test('a domain or URI the project does not allow, or another page’s domain, is refused', async () => {
    for (const overrides of [
      { domain: 'evil.example' },
      { uri: 'https://evil.example/' },
      { domain: 'localhost:3000', uri: 'http://localhost:3000/' },
    ]) {
      const message = await evmMessage(overrides)
      const res = await verify(message, await owner.signMessage({ message }))
      expect(res.status, JSON.stringify(overrides)).toBe(401)
      expect(res.body.error?.code).toBe('domain_mismatch')
    }
    // Without an Origin header (a server relaying), the domain only has to be the project's.
    const message = await evmMessage({ domain: 'localhost:3000', uri: 'http://localhost:3000/' })
    const relayed = await call('/v1/auth/verify', {
      body: { message, signature: await owner.signMessage({ message }) },
      origin: null,
    })
    expect(relayed.status).toBe(200)
  })

  test('a tampered message is refused, and its nonce stays usable', async () => {
    const message = await evmMessage()
    const signature = await owner.signMessage({ message })
    const tampered = message.replace('Sign in to the Portico demo', 'Send all my tokens')
    const res = await verify(tampered, signature)
    expect(res.status).toBe(401)
    expect(res.body.error?.code).toBe('invalid_signature')
    expect((await verify(message, signature)).status).toBe(200)
  })

  test('an expired message, or one issued in the future, is refused', async () => {
    const expired = await evmMessage({
      issuedAt: new Date(Date.now() - 120_000),
      expirationTime: new Date(Date.now() - 1_000),
    })
    const res = await verify(expired, await owner.signMessage({ message: expired }))
    expect(res.status).toBe(401)
    expect(res.body.error?.code).toBe('message_expired')
    const future = await evmMessage({ issuedAt: new Date(Date.now() + 600_000) })
    const early = await verify(future, await owner.signMessage({ message: future }))
    expect(early.body.error?.code).toBe('message_not_yet_valid')
  })

  test('bad input is 400 with { error: { code, message } }: not JSON, not a message, a chain not served', async () => {
    const notJson = await call('/v1/auth/verify', { body: '{nope' })
    expect(notJson.status).toBe(400)
    expect(notJson.body.error).toMatchObject({ code: 'invalid_request', message: 'Body must be JSON' })
    const noMessage = await verify('hello', '0x00')
    expect(noMessage.status).toBe(400)
    expect(noMessage.body.error?.code).toBe('invalid_message')
    const otherChain = await evmMessage({ chainId: 1 })
    const unsupported = await verify(otherChain, await owner.signMessage({ message: otherChain }))
    expect(unsupported.status).toBe(400)
    expect(unsupported.body.error).toMatchObject({ code: 'unsupported_chain' })
    const badAddress = caip122Message({
      chainName: 'Solana',
      address: 'nope',
      chainId: solana.caipNetworkId,
      nonce: await nonce(),
    })
    expect((await verify(badAddress, '1111')).body.error?.code).toBe('invalid_address')
  })

  test('tokens: an expired, tampered, missing or other project’s token is refused', async () => {
    // Long enough that signing in on a busy machine still ends well before it; then it expires on its own.
    const shortLived = await signInEvm({ expirationTime: new Date(Date.now() + 8_000) })
    expect((await call('/v1/auth/me', { token: shortLived })).status).toBe(200)
    await expect
      .poll(async () => (await call('/v1/auth/me', { token: shortLived })).body.error?.code, {
        interval: 500,
      })
      .toBe('session_expired')
    expect((await call('/v1/auth/me', { token: shortLived })).status).toBe(401)

    const token = await signInEvm()
    const foreign = await call('/v1/auth/me', { token, projectId: 'quiet' })
    expect(foreign.status).toBe(401)
    expect(foreign.body.error?.code).toBe('invalid_token')
    expect((await call('/v1/auth/revoke', { method: 'POST', token, projectId: 'quiet' })).status).toBe(401)
    const [header, payload, signature] = token.split('.') as [string, string, string]
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'eip155:31337:0x0000000000000000000000000000000000000001' })).toString('base64url')}.${signature}`
    expect((await call('/v1/auth/me', { token: forged })).body.error?.code).toBe('invalid_token')
    const missing = await call('/v1/auth/me')
    expect(missing.status).toBe(401)
    expect(missing.body.error?.code).toBe('missing_token')
    // The token still works where it belongs.
    expect((await call('/v1/auth/me', { token })).status).toBe(200)
  })
})

describe('a sign-in session as proof of address', () => {
  test('GET /v1/sessions/{address} lists the account’s grants with its sign-in token; another account’s is 403', async () => {
    const token = await signInEvm()
    const own = await call(`/v1/sessions/eip155:31337:${owner.address.toLowerCase()}`, { token })
    expect(own.status).toBe(200)
    expect(Array.isArray(own.body.sessions)).toBe(true)
    const other = await call('/v1/sessions/eip155:31337:0x0000000000000000000000000000000000000001', {
      token,
    })
    expect(other.status).toBe(403)
    await call('/v1/auth/revoke', { method: 'POST', token })
    const revoked = await call(`/v1/sessions/eip155:31337:${owner.address}`, { token })
    expect(revoked.status).toBe(401)
    expect(revoked.body.error?.code).toBe('session_revoked')
  })
})
