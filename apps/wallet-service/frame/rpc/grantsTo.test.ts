import { expect, test } from 'vitest'
import { grantsTo } from './sessions.js'

// wallet_getGrantedExecutionPermissions answers an app only the sessions granted to it: the account's records
// keep each grant's app origin beside the answer it got.
const answer = (n: number) => ({ context: `0x0${n}`, delegationManager: '0xd0' })
const record = (n: number, origin: string, active = true) => ({
  pci: `0x${n}`,
  permissions: { origin, response: answer(n) },
  expiry: 2_000_000_000,
  active,
})

test("an app lists its own active grants, not another app's, not revoked or expired ones", () => {
  const records = [
    record(1, 'https://shop.example'),
    record(2, 'https://other.example'),
    record(3, 'https://shop.example', false),
    record(4, 'https://shop.example'),
  ]
  expect(grantsTo(records, 'https://shop.example')).toEqual([answer(1), answer(4)])
  expect(grantsTo(records, 'https://other.example')).toEqual([answer(2)])
  expect(grantsTo(records, 'https://shop.example.evil')).toEqual([])
})

test('a record of another shape (no origin, or not ours) is never answered', () => {
  const foreign = [
    { pci: '0x1', permissions: answer(1), expiry: 2_000_000_000, active: true },
    { pci: '0x2', permissions: { origin: 7, response: answer(2) }, expiry: 2_000_000_000, active: true },
    { pci: '0x3', permissions: { origin: 'https://shop.example' }, expiry: 2_000_000_000, active: true },
  ]
  expect(grantsTo(foreign, 'https://shop.example')).toEqual([])
})
