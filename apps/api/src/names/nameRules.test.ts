import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { parseName } from './nameRules.js'

/** A deployment that serves the reown.id and wcn.id registries too (the `nameZoneAliases` setting). */
const ALIASES = ['reown.id', 'wcn.id']
const aliases = { aliases: ALIASES }

describe('parseName', () => {
  test('a label of the zone, with or without the suffix, in lower case', () => {
    expect(parseName('Alice', 'portico.id')).toEqual({ label: 'alice', full: 'alice.portico.id' })
    expect(parseName('alice.PORTICO.id', 'portico.id')).toEqual({ label: 'alice', full: 'alice.portico.id' })
  })

  test('with the aliases, .reown.id and .wcn.id name the same label in the zone', () => {
    expect(parseName('alice.reown.id', 'portico.id', aliases)?.full).toBe('alice.portico.id')
    expect(parseName('alice.wcn.id', 'team.example', aliases)?.full).toBe('alice.team.example')
  })

  test('without the aliases, and for any other suffix, there is no name', () => {
    expect(parseName('alice.reown.id', 'portico.id')).toBeUndefined()
    expect(parseName('alice.wcn.id', 'portico.id')).toBeUndefined()
    expect(parseName('alice.eth', 'portico.id', aliases)).toBeUndefined()
    expect(parseName('a.b.reown.id', 'portico.id', aliases)).toBeUndefined()
  })

  test('labels are letters, digits or hyphens, 4 to 63 characters', () => {
    expect(parseName('abc', 'portico.id')).toBeUndefined()
    expect(parseName('a'.repeat(64), 'portico.id')).toBeUndefined()
    expect(parseName('bad_label', 'portico.id')).toBeUndefined()
  })

  test('every suffix a lookup knows resolves a valid label to the zone', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9-]{4,63}$/),
        fc.constantFrom('portico.id', ...ALIASES),
        (label, suffix) => {
          expect(parseName(`${label}.${suffix}`, 'portico.id', aliases)).toEqual({
            label,
            full: `${label}.portico.id`,
          })
        },
      ),
    )
  })
})
