import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestWorld } from '../test/startTestWorld.js'
import { grantMessage, revokeMessage } from './sessions.js'

const mnemonic = 'test test test test test test test test test test test junk'
const owner = mnemonicToAccount(mnemonic, { addressIndex: 0 })
const stranger = mnemonicToAccount(mnemonic, { addressIndex: 1 })

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
const list = async (address: string) =>
  (await (await world.api.get(`/v1/sessions/${account(address)}?projectId=local`)).json()).sessions as {
    pci: string
    active: boolean
    revokedAt: string | null
  }[]

test('grant → list → revoke; a revoked session stays revoked; forged signatures are refused', async () => {
  const pci = 'session-1'
  const expiry = Math.floor(Date.now() / 1000) + 3600
  const permissions = { type: 'native-token-recurring-allowance', data: { allowance: '0x1' } }
  const forgedGrant = await post(`/v1/sessions/${account(owner.address)}`, {
    pci,
    permissions,
    expiry,
    signature: await stranger.signMessage({ message: grantMessage(pci) }),
  })
  expect(forgedGrant.status).toBe(401)
  expect(await list(owner.address)).toEqual([])

  const granted = await post(`/v1/sessions/${account(owner.address)}`, {
    pci,
    permissions,
    expiry,
    signature: await owner.signMessage({ message: grantMessage(pci) }),
  })
  expect(granted).toEqual({ status: 200, body: { success: true } })
  expect(await list(owner.address)).toMatchObject([{ pci, active: true, revokedAt: null }])

  const forgedRevoke = await post(`/v1/sessions/${account(owner.address)}/revoke`, {
    pci,
    signature: await stranger.signMessage({ message: revokeMessage(pci) }),
  })
  expect(forgedRevoke.status).toBe(401)
  expect((await list(owner.address))[0]?.active).toBe(true)

  const revoked = await post(`/v1/sessions/${account(owner.address)}/revoke`, {
    pci,
    signature: await owner.signMessage({ message: revokeMessage(pci) }),
  })
  expect(revoked.body).toEqual({ success: true })
  const [after] = await list(owner.address)
  expect(after).toMatchObject({ pci, active: false })
  expect(after?.revokedAt).toBeTypeOf('string')

  // Granting the same session again does not bring it back.
  const again = await post(`/v1/sessions/${account(owner.address)}`, {
    pci,
    permissions,
    expiry,
    signature: await owner.signMessage({ message: grantMessage(pci) }),
  })
  expect(again.status).toBe(409)
  expect((await list(owner.address))[0]?.active).toBe(false)
})

test('bad input answers 400 naming the field; unknown sessions 404', async () => {
  expect((await world.api.get('/v1/sessions/0xabc?projectId=local')).status).toBe(400)
  const past = await post(`/v1/sessions/${account(owner.address)}`, {
    pci: 'p',
    permissions: {},
    expiry: 1,
    signature: '0x00',
  })
  expect([past.status, past.body.field]).toEqual([400, 'body.expiry'])
  const missing = await post(`/v1/sessions/${account(owner.address)}/revoke`, {
    pci: 'nope',
    signature: '0x00',
  })
  expect(missing.status).toBe(404)
})
