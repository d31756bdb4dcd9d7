import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { jsonBody, maxJsonDepth, nestsDeeperThan, ValidationError, validate } from './validate.js'

describe('validate', () => {
  const schema = z.object({ email: z.string().email(), items: z.array(z.number()) })

  test('returns the parsed value', () => {
    expect(validate(schema, { email: 'a@b.example', items: [1] }, 'body')).toEqual({
      email: 'a@b.example',
      items: [1],
    })
  })

  test('names the first failing field, with its path', () => {
    try {
      validate(schema, { email: 'a@b.example', items: [1, 'x'] }, 'body')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError)
      expect((error as ValidationError).field).toBe('body.items.1')
      expect((error as ValidationError).path).toEqual(['items', 1])
    }
    expect(() => validate(z.string(), 1, 'query')).toThrow(expect.objectContaining({ field: 'query' }))
  })
})

describe('jsonBody', () => {
  const app = new Hono()
  app.post('/', async (c) => {
    try {
      return c.json({ body: await jsonBody(c) })
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      return c.json({ field: error.field, message: error.message }, 400)
    }
  })
  const post = async (body: string) => {
    const res = await app.request('/', { method: 'POST', body })
    return { status: res.status, json: await res.json() }
  }

  test('an empty body is {}; JSON is parsed', async () => {
    expect(await post('')).toEqual({ status: 200, json: { body: {} } })
    expect(await post('{"a":[1,{"b":null}]}')).toEqual({
      status: 200,
      json: { body: { a: [1, { b: null }] } },
    })
  })

  test('not JSON: 400 naming the body', async () => {
    expect(await post('{nope')).toEqual({
      status: 400,
      json: { field: 'body', message: 'Body must be JSON' },
    })
  })

  test(`nesting is bounded at ${maxJsonDepth} levels, before the parser sees it`, async () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
    expect((await post(nested(maxJsonDepth))).status).toBe(200)
    expect(await post(nested(maxJsonDepth + 1))).toEqual({
      status: 400,
      json: { field: 'body', message: `Body must not nest deeper than ${maxJsonDepth} levels` },
    })
    // A million levels would overflow the stack of the code that reads or prints it.
    expect((await post(`${'{"a":'.repeat(1_000_000)}1${'}'.repeat(1_000_000)}`)).status).toBe(400)
  })

  test('a NUL or an unpaired surrogate in any key or value: 400 naming that field (a key: its object); pairs are text', async () => {
    const refusal = (field: string) => ({
      status: 400,
      json: { field, message: 'Text must not hold NUL or unpaired surrogate characters' },
    })
    expect(await post('{"a":"x\\u0000y"}')).toEqual(refusal('body.a'))
    expect(await post('{"a":[1,{"b":"\\ud800"}]}')).toEqual(refusal('body.a.1.b'))
    expect(await post('{"a":{"\\udfff":1}}')).toEqual(refusal('body.a'))
    expect(await post('"\\udc00\\ud800"')).toEqual(refusal('body'))
    expect(await post('{"a":"\\ud83d\\ude00 ok"}')).toEqual({ status: 200, json: { body: { a: '😀 ok' } } })
  })

  test('brackets inside strings (escaped quotes too) do not count as nesting', () => {
    expect(nestsDeeperThan(JSON.stringify({ s: '['.repeat(500) }), 2)).toBe(false)
    expect(nestsDeeperThan(JSON.stringify({ s: `\\"${'{'.repeat(500)}` }), 2)).toBe(false)
    expect(nestsDeeperThan('[[[', 2)).toBe(true)
  })
})
