import {
  canonicalJson,
  SESSION_NONCE_HEADER,
  SESSION_SIGNATURE_HEADER,
  sessionDomain,
  sessionTypes,
} from '@portico/core/sessions'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestWorld } from '../test/startTestWorld.js'

const mnemonic = 'test test test test test test test test test test test junk'
const owner = mnemonicToAccount(mnemonic, { addressIndex: 0 })
const stranger = mnemonicToAccount(mnemonic, { addressIndex: 1 })
type Signer = typeof owner

let world: Awaited<ReturnType<typeof startTestWorld>>
beforeAll(async () => {
  world = await startTestWorld({ indexer: { enabled: false, intervalMs: 1000 } })
}, 120_000)
afterAll(() => world?.stop())

const account = (address: string) => `eip155:31337:${address}`
const post = async (path: string, body: unknown) => {
  const res = await world.api.get(`${path}?projectId=local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: await res.json() }
}
const freshNonce = async (address: string) => {
  const res = await world.api.get(`/v1/sessions/nonce?projectId=local&address=${account(address)}`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { nonce: string }).nonce
}

type Grant = { pci: string; permissions: Record<string, unknown>; expiry: number }
/** A grant signed by `signer` for `address`'s account (the owner's unless said otherwise) on `chainId`. */
async function signedGrant(signer: Signer, grant: Grant, { address = owner.address, chainId = 31337 } = {}) {
  const nonce = await freshNonce(address)
  const signature = await signer.signTypedData({
    domain: sessionDomain(chainId),
    types: sessionTypes,
    primaryType: 'SessionGrant',
    message: {
      pci: grant.pci,
      permissions: canonicalJson(grant.permissions),
      expiry: BigInt(grant.expiry),
      nonce,
    },
  })
  return { ...grant, nonce, signature }
}
async function signedRevoke(signer: Signer, pci: string, { address = owner.address } = {}) {
  const nonce = await freshNonce(address)
  const signature = await signer.signTypedData({
    domain: sessionDomain(31337),
    types: sessionTypes,
    primaryType: 'SessionRevoke',
    message: { pci, nonce },
  })
  return { pci, nonce, signature }
}
/** The owner's sessions, read with a fresh ReadSessions proof. */
async function list(signer: Signer = owner) {
  const nonce = await freshNonce(owner.address)
  const signature = await signer.signTypedData({
    domain: sessionDomain(31337),
    types: sessionTypes,
    primaryType: 'ReadSessions',
    message: { address: owner.address, nonce },
  })
  const res = await world.api.get(`/v1/sessions/${account(owner.address)}?projectId=local`, {
    headers: { [SESSION_NONCE_HEADER]: nonce, [SESSION_SIGNATURE_HEADER]: signature },
  })
  return { status: res.status, sessions: ((await res.json()) as { sessions: SessionView[] }).sessions }
}
type SessionView = { pci: string; active: boolean; revokedAt: string | null; permissions: unknown }
const sessions = async () => (await list()).sessions

const grant = (pci: string): Grant => ({
  pci,
  permissions: { type: 'native-token-recurring-allowance', data: { allowance: '0x1' } },
  expiry: Math.floor(Date.now() / 1000) + 3600,
})

test('grant → list → revoke; a revoked session stays revoked; forged signatures are refused', async () => {
  const pci = 'session-1'
  const forgedGrant = await post(
    `/v1/sessions/${account(owner.address)}`,
    await signedGrant(stranger, grant(pci)),
  )
  expect(forgedGrant.status).toBe(401)
  expect(await sessions()).toEqual([])

  const granted = await post(`/v1/sessions/${account(owner.address)}`, await signedGrant(owner, grant(pci)))
  expect(granted).toEqual({ status: 200, body: { success: true } })
  expect(await sessions()).toMatchObject([{ pci, active: true, revokedAt: null }])

  const forgedRevoke = await post(
    `/v1/sessions/${account(owner.address)}/revoke`,
    await signedRevoke(stranger, pci),
  )
  expect(forgedRevoke.status).toBe(401)
  expect((await sessions())[0]?.active).toBe(true)

  const revoked = await post(`/v1/sessions/${account(owner.address)}/revoke`, await signedRevoke(owner, pci))
  expect(revoked.body).toEqual({ success: true })
  const [after] = await sessions()
  expect(after).toMatchObject({ pci, active: false })
  expect(after?.revokedAt).toBeTypeOf('string')

  // Granting the same session again does not bring it back.
  const again = await post(`/v1/sessions/${account(owner.address)}`, await signedGrant(owner, grant(pci)))
  expect(again.status).toBe(409)
  expect((await sessions())[0]?.active).toBe(false)
})

test("a pci is the account's own: a stranger's grant of the same pci neither blocks nor revokes the owner's", async () => {
  const pci = 'squatted'
  const strangerPath = `/v1/sessions/${account(stranger.address)}`
  const squat = await post(
    strangerPath,
    await signedGrant(stranger, grant(pci), { address: stranger.address }),
  )
  expect(squat.status).toBe(200)
  const granted = await post(`/v1/sessions/${account(owner.address)}`, await signedGrant(owner, grant(pci)))
  expect(granted).toEqual({ status: 200, body: { success: true } })
  const revoked = await post(
    `${strangerPath}/revoke`,
    await signedRevoke(stranger, pci, { address: stranger.address }),
  )
  expect(revoked.body).toEqual({ success: true })
  expect((await sessions()).find((s) => s.pci === pci)).toMatchObject({ active: true, revokedAt: null })
})

test('permissions sign as canonical JSON: the body may spell their keys in any order', async () => {
  const path = `/v1/sessions/${account(owner.address)}`
  const permissions = { type: 'erc20-allowance', data: { token: '0x01', allowance: '0x2' }, policies: [] }
  expect(canonicalJson(permissions)).toBe(
    '{"data":{"allowance":"0x2","token":"0x01"},"policies":[],"type":"erc20-allowance"}',
  )
  const signed = await signedGrant(owner, { ...grant('reordered'), permissions })
  // The same permissions, keys written in another order: the same grant.
  const reordered = { policies: [], type: 'erc20-allowance', data: { allowance: '0x2', token: '0x01' } }
  const res = await world.api.get(`${path}?projectId=local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: `{"pci":"reordered","permissions":${JSON.stringify(reordered)},"expiry":${signed.expiry},"nonce":"${signed.nonce}","signature":"${signed.signature}"}`,
  })
  expect(res.status).toBe(200)
})

test('a grant whose permissions, expiry or chain change after signing is refused', async () => {
  const path = `/v1/sessions/${account(owner.address)}`
  const widened = await signedGrant(owner, grant('tampered-permissions'))
  const permissions = { type: 'native-token-recurring-allowance', data: { allowance: '0xffffffff' } }
  expect((await post(path, { ...widened, permissions })).status).toBe(401)
  const longer = await signedGrant(owner, grant('tampered-expiry'))
  expect((await post(path, { ...longer, expiry: longer.expiry + 365 * 24 * 3600 })).status).toBe(401)
  // Signed for chain 1, sent for the account on chain 31337.
  const otherChain = await signedGrant(owner, grant('tampered-chain'), { chainId: 1 })
  expect((await post(path, otherChain)).status).toBe(401)
  expect((await sessions()).filter((s) => s.pci.startsWith('tampered-'))).toEqual([])
})

test('a replayed grant or revoke is refused: each nonce is used once', async () => {
  const path = `/v1/sessions/${account(owner.address)}`
  const signed = await signedGrant(owner, grant('replayed'))
  expect((await post(path, signed)).status).toBe(200)
  // The same signed grant sent again is refused for its nonce, before the session id is looked at.
  const replay = await post(path, signed)
  expect([replay.status, replay.body.field]).toEqual([401, 'body.nonce'])

  const revoke = await signedRevoke(owner, 'replayed')
  expect((await post(`${path}/revoke`, revoke)).status).toBe(200)
  const replayedRevoke = await post(`${path}/revoke`, revoke)
  expect([replayedRevoke.status, replayedRevoke.body.field]).toEqual([401, 'body.nonce'])

  // A nonce issued to another address is refused too.
  const foreign = await signedGrant(owner, grant('foreign-nonce'), { address: stranger.address })
  expect((await post(path, foreign)).status).toBe(401)
})

test('reading sessions needs a fresh ReadSessions signature of the address: 401 without, 200 with', async () => {
  const bare = await world.api.get(`/v1/sessions/${account(owner.address)}?projectId=local`)
  expect(bare.status).toBe(401)
  expect((await list(stranger)).status).toBe(401)
  const read = await list()
  expect(read.status).toBe(200)
  // A proof is used once.
  const nonce = await freshNonce(owner.address)
  const signature = await owner.signTypedData({
    domain: sessionDomain(31337),
    types: sessionTypes,
    primaryType: 'ReadSessions',
    message: { address: owner.address, nonce },
  })
  const headers = { [SESSION_NONCE_HEADER]: nonce, [SESSION_SIGNATURE_HEADER]: signature }
  const url = `/v1/sessions/${account(owner.address)}?projectId=local`
  expect((await world.api.get(url, { headers })).status).toBe(200)
  expect((await world.api.get(url, { headers })).status).toBe(401)
})

test('an ERC-1271 smart account grants with its owner’s signature', async () => {
  const smartAccount = world.devnet.chains[0]!.addresses.smartAccount
  const signed = await signedGrant(owner, grant('smart-account'), { address: smartAccount })
  const granted = await post(`/v1/sessions/${account(smartAccount)}`, signed)
  expect(granted).toEqual({ status: 200, body: { success: true } })
})

test('bad input answers 400 naming the field; unknown sessions 404', async () => {
  expect((await world.api.get('/v1/sessions/0xabc?projectId=local')).status).toBe(400)
  expect((await world.api.get('/v1/sessions/nonce?projectId=local&address=0xabc')).status).toBe(400)
  const past = await post(`/v1/sessions/${account(owner.address)}`, {
    pci: 'p',
    permissions: {},
    expiry: 1,
    nonce: `0x${'0'.repeat(64)}`,
    signature: '0x00',
  })
  expect([past.status, past.body.field]).toEqual([400, 'body.expiry'])
  const missing = await post(`/v1/sessions/${account(owner.address)}/revoke`, {
    pci: 'nope',
    nonce: `0x${'0'.repeat(64)}`,
    signature: '0x00',
  })
  expect(missing.status).toBe(404)
})
