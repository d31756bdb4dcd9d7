import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { kitCopy, vectors } from '../test/vectors.js'
import { kitSchema, sealedShareSchema } from './schemas.js'

// schema/*.schema.json describe the format for other languages. A small checker of the keywords they use (no
// validator dependency) shows the vectors fit them, and that they refuse what the library's own schemas refuse.

type Schema = Record<string, unknown>
const read = (name: string): Schema =>
  JSON.parse(readFileSync(new URL(`../../schema/${name}`, import.meta.url), 'utf8'))
const kitJsonSchema = read('emergency-kit.v1.schema.json')
const sealedJsonSchema = read('sealed-share.v1.schema.json')

/** The paths where `value` breaks `schema` (empty: it fits). Knows the keywords the two schemas use. */
function check(schema: Schema, value: unknown, root: Schema, path = '$'): string[] {
  const ref = schema.$ref
  if (typeof ref === 'string') {
    const name = ref.replace('#/$defs/', '')
    return check((root.$defs as Record<string, Schema>)[name] ?? {}, value, root, path)
  }
  const problems: string[] = []
  const fail = (why: string) => problems.push(`${path}: ${why}`)
  if ('const' in schema && value !== schema.const) fail('const')
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) fail('enum')
  if (schema.type === 'integer' && !Number.isInteger(value)) fail('integer')
  if (schema.type === 'string' && typeof value !== 'string') fail('string')
  if (typeof value === 'string') {
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) fail('maxLength')
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) fail('pattern')
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) fail('minimum')
    if (typeof schema.maximum === 'number' && value > schema.maximum) fail('maximum')
  }
  if (schema.type === 'object') {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return [...problems, `${path}: object`]
    const record = value as Record<string, unknown>
    for (const key of (schema.required as string[] | undefined) ?? [])
      if (!(key in record)) fail(`${key} required`)
    if (typeof schema.minProperties === 'number' && Object.keys(record).length < schema.minProperties)
      fail('minProperties')
    for (const [key, sub] of Object.entries((schema.properties as Record<string, Schema>) ?? {}))
      if (key in record) problems.push(...check(sub, record[key], root, `${path}.${key}`))
  }
  return problems
}

const fits = (schema: Schema, value: unknown) => check(schema, value, schema).length === 0

describe('the JSON Schemas', () => {
  test("the vectors' kits and sealed share fit them", () => {
    for (const { kit } of vectors.kits) expect(check(kitJsonSchema, kit, kitJsonSchema)).toEqual([])
    expect(check(sealedJsonSchema, vectors.sealedShare.sealed, sealedJsonSchema)).toEqual([])
  })

  test("the kit schema's sealed share is the sealed-share schema", () => {
    const { $schema, $id, title, ...sealed } = sealedJsonSchema
    expect(($schema as string).length && ($id as string).length && (title as string).length).toBeTruthy()
    expect((kitJsonSchema.$defs as Record<string, unknown>).sealedShare).toEqual(sealed)
  })

  test('they refuse what the library refuses', () => {
    const sealed = kitCopy(0).recovery
    const kits: unknown[] = [
      { ...kitCopy(0), format: 'other' },
      { ...kitCopy(0), v: 2 },
      { ...kitCopy(0), createdAt: 'now' },
      { ...kitCopy(0), service: 'x'.repeat(2049) },
      { ...kitCopy(0), addresses: {} },
      { ...kitCopy(0), addresses: { eip155: '0xabc' } },
      { ...kitCopy(0), addresses: { solana: '0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl' } },
      { ...kitCopy(0), splitId: 'x' },
      { ...kitCopy(0), kitShare: { ...sealed, N: 1000 } },
      { ...kitCopy(0), kitShare: { ...sealed, N: 2 ** 21 } },
      { ...kitCopy(0), recovery: { ...sealed, r: 0 } },
      { ...kitCopy(0), recovery: { ...sealed, p: 5 } },
      { ...kitCopy(0), recovery: { ...sealed, kdf: 'argon2id' } },
      { ...kitCopy(0), recovery: { ...sealed, ct: 'A'.repeat(1025) } },
      { ...kitCopy(0), recovery: { ...sealed, salt: 'not base64!' } },
      { ...kitCopy(0), recovery: undefined },
    ]
    for (const kit of kits) {
      expect(fits(kitJsonSchema, kit), JSON.stringify(kit).slice(0, 120)).toBe(false)
      expect(kitSchema.safeParse(kit).success).toBe(false)
    }
    expect(kitSchema.safeParse(kitCopy(0)).success).toBe(true)
    expect(fits(sealedJsonSchema, { ...sealed, iv: 'A'.repeat(65) })).toBe(false)
    expect(sealedShareSchema.safeParse({ ...sealed, iv: 'A'.repeat(65) }).success).toBe(false)
  })
})
