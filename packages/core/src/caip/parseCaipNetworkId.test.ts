import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidCaipNetworkIdError } from '../errors/thrown.js'
import { formatCaipNetworkId } from './formatCaipNetworkId.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'
import { chainNamespaces } from './types.js'

const namespace = fc.constantFrom(...chainNamespaces)
const part = fc.string({ minLength: 1 }).filter((value) => !value.includes(':'))
const unknownNamespace = part.filter((value) => !(chainNamespaces as readonly string[]).includes(value))

function expectInvalid(value: string) {
  let error: unknown
  try {
    parseCaipNetworkId(value)
  } catch (caught) {
    error = caught
  }
  expect(error).toBeInstanceOf(InvalidCaipNetworkIdError)
  expect((error as Error).message).toBe('Invalid CAIP Network Id')
}

describe('parseCaipNetworkId', () => {
  it('splits network ids of every namespace', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(parseCaipNetworkId('polkadot:91b171bb158e2d3848fa23a9f1c25182').namespace).toBe('polkadot')
    expect(parseCaipNetworkId('bip122:000000000019d6689c085ae165831e93').namespace).toBe('bip122')
  })

  it.each([
    '',
    'eip155',
    'eip155:',
    ':1',
    ':',
    'eip155:1:0xab',
    'cosmos:cosmoshub-4',
    'Eip155:1',
    'eip155:1:',
  ])('rejects %j', (value) => {
    expectInvalid(value)
  })

  it('round-trips format → parse', () => {
    fc.assert(
      fc.property(namespace, part, (ns, reference) => {
        expect(parseCaipNetworkId(formatCaipNetworkId({ namespace: ns, reference }))).toEqual({
          namespace: ns,
          reference,
        })
      }),
    )
  })

  it('rejects any other number of parts, even with a known namespace first', () => {
    const rest = fc
      .integer({ min: 1, max: 8 })
      .filter((n) => n !== 2)
      .chain((n) => fc.array(part, { minLength: n - 1, maxLength: n - 1 }))
    fc.assert(
      fc.property(namespace, rest, (ns, others) => {
        expectInvalid([ns, ...others].join(':'))
      }),
    )
  })

  it('rejects an empty part', () => {
    fc.assert(
      fc.property(namespace, part, fc.boolean(), (ns, reference, emptyNamespace) => {
        expectInvalid(emptyNamespace ? `:${reference}` : `${ns}:`)
      }),
    )
  })

  it('rejects an unknown namespace', () => {
    fc.assert(
      fc.property(unknownNamespace, part, (ns, reference) => {
        expectInvalid(`${ns}:${reference}`)
      }),
    )
  })

  it("accepts an arbitrary string exactly when it has 2 non-empty parts with a known namespace, else throws 'Invalid CAIP Network Id'", () => {
    const candidate = fc.oneof(
      fc.string(),
      fc.array(fc.oneof(fc.string(), namespace), { maxLength: 4 }).map((parts) => parts.join(':')),
    )
    fc.assert(
      fc.property(candidate, (value) => {
        const parts = value.split(':')
        const valid =
          parts.length === 2 &&
          (chainNamespaces as readonly string[]).includes(parts[0] as string) &&
          parts.every((p) => p.length > 0)
        if (valid) expect(parseCaipNetworkId(value).reference).toBe(parts[1])
        else expectInvalid(value)
      }),
    )
  })
})
