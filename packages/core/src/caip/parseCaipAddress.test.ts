import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidCaipAddressError } from '../errors/thrown.js'
import { formatCaipAddress } from './formatCaipAddress.js'
import { parseCaipAddress } from './parseCaipAddress.js'
import { chainNamespaces } from './types.js'

const namespace = fc.constantFrom(...chainNamespaces)
const part = fc.string({ minLength: 1 }).filter((value) => !value.includes(':'))
const unknownNamespace = part.filter((value) => !(chainNamespaces as readonly string[]).includes(value))

function expectInvalid(value: string) {
  let error: unknown
  try {
    parseCaipAddress(value)
  } catch (caught) {
    error = caught
  }
  expect(error).toBeInstanceOf(InvalidCaipAddressError)
  expect((error as Error).message).toBe('Invalid CAIP Address')
}

describe('parseCaipAddress', () => {
  it('splits an eip155 account id', () => {
    expect(parseCaipAddress('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
      caipNetworkId: 'eip155:1',
    })
  })

  it('splits solana, polkadot and bip122 account ids', () => {
    expect(
      parseCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
    ).toMatchObject({ namespace: 'solana', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    expect(
      parseCaipAddress(
        'polkadot:91b171bb158e2d3848fa23a9f1c25182:15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
      ),
    ).toMatchObject({ namespace: 'polkadot', address: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5' })
    expect(
      parseCaipAddress('bip122:000000000019d6689c085ae165831e93:1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'),
    ).toMatchObject({ namespace: 'bip122', reference: '000000000019d6689c085ae165831e93' })
  })

  it.each([
    '',
    'eip155',
    'eip155:1',
    'eip155:1:0xab:extra',
    ':1:0xab',
    'eip155::0xab',
    'eip155:1:',
    '::',
    'cosmos:cosmoshub-4:cosmos1abc',
    'EIP155:1:0xab',
  ])('rejects %j', (value) => {
    expectInvalid(value)
  })

  it('rejects non-string input at runtime', () => {
    expect(() => parseCaipAddress(undefined as unknown as string)).toThrow('Invalid CAIP Address')
  })

  it('round-trips format → parse', () => {
    fc.assert(
      fc.property(namespace, part, part, (ns, reference, address) => {
        const parsed = parseCaipAddress(formatCaipAddress({ namespace: ns, reference, address }))
        expect(parsed).toEqual({ namespace: ns, reference, address, caipNetworkId: `${ns}:${reference}` })
      }),
    )
  })

  it('rejects any other number of parts, even with a known namespace first', () => {
    const rest = fc
      .integer({ min: 1, max: 8 })
      .filter((n) => n !== 3)
      .chain((n) => fc.array(part, { minLength: n - 1, maxLength: n - 1 }))
    fc.assert(
      fc.property(namespace, rest, (ns, others) => {
        expectInvalid([ns, ...others].join(':'))
      }),
    )
  })

  it('rejects an empty part', () => {
    fc.assert(
      fc.property(namespace, part, part, fc.integer({ min: 0, max: 2 }), (ns, reference, address, empty) => {
        const parts = [ns, reference, address]
        parts[empty] = ''
        expectInvalid(parts.join(':'))
      }),
    )
  })

  it('rejects an unknown namespace', () => {
    fc.assert(
      fc.property(unknownNamespace, part, part, (ns, reference, address) => {
        expectInvalid(`${ns}:${reference}:${address}`)
      }),
    )
  })

  it("accepts an arbitrary string exactly when it has 3 non-empty parts with a known namespace, else throws 'Invalid CAIP Address'", () => {
    const candidate = fc.oneof(
      fc.string(),
      fc.array(fc.oneof(fc.string(), namespace), { maxLength: 5 }).map((parts) => parts.join(':')),
    )
    fc.assert(
      fc.property(candidate, (value) => {
        const parts = value.split(':')
        const valid =
          parts.length === 3 &&
          (chainNamespaces as readonly string[]).includes(parts[0] as string) &&
          parts.every((p) => p.length > 0)
        if (valid) expect(parseCaipAddress(value).address).toBe(parts[2])
        else expectInvalid(value)
      }),
    )
  })
})
