import { expect, test } from 'vitest'
import { hasNameSuffix } from '../../api/nameSuffixes.js'
import { addressOfName, evmCoinType, looksLikeName } from './sendReceiver.js'
import { isPositiveAmount } from './sendValidation.js'

test('a positive amount is a plain decimal above zero', () => {
  for (const good of ['1', '0.5', '.5', '5.', '0001.10', '123456789012345678901234567890'])
    expect(isPositiveAmount(good)).toBe(true)
  for (const bad of [undefined, '', '.', '0', '0.000', '-1', '+1', '1e3', '1,5', ' 1', 'abc', '1.2.3'])
    expect(isPositiveAmount(bad)).toBe(false)
})

test('coin types follow ENSIP-11', () => {
  expect(evmCoinType(1)).toBe(60)
  expect(evmCoinType(31337)).toBe(2147514985)
})

test('a name record gives the address of the active chain first, else any of the namespace', () => {
  const a = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const b = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
  const record = {
    name: 'x',
    attributes: {},
    addresses: { '60': { address: a }, [evmCoinType(10)]: { address: b } },
  }
  expect(addressOfName(record, 'eip155', 10)).toBe(b)
  expect(addressOfName(record, 'eip155', 5)).toBe(a)
  expect(addressOfName(record, 'solana', 'x')).toBeUndefined()
})

test('names are labels of at least 4 characters, with optional zones', () => {
  expect(looksLikeName('alice')).toBe(true)
  expect(looksLikeName('alice.portico.id')).toBe(true)
  expect(looksLikeName('abc')).toBe(false)
  expect(looksLikeName('al ice')).toBe(false)
})

test("only the configured zone is the kit's own; another registry's name is the API's to resolve", () => {
  expect(hasNameSuffix('alice.portico.id')).toBe(true)
  expect(hasNameSuffix('alice.team.example', 'team.example')).toBe(true)
  for (const name of ['alice.reown.id', 'alice.wcn.id', 'alice.portico.id.reown.id'])
    expect(hasNameSuffix(name)).toBe(false)
  // Still a name: the API is asked, and answers not-found unless its settings alias that zone.
  expect(looksLikeName('alice.reown.id')).toBe(true)
})
