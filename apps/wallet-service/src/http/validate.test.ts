import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { ValidationError } from '../errors.js'
import { jsonBody, validate } from './validate.js'

// The kit's input refusals, as the service's 400s: `EMAIL_INVALID` when the field is an e-mail address.

describe('validate', () => {
  const schema = z.object({ email: z.string().email(), name: z.string() })

  test('a bad e-mail address reads EMAIL_INVALID; another field is named without a reason', () => {
    expect(() => validate(schema, { email: 'nope', name: 'a' }, 'body')).toThrow(
      expect.objectContaining({ field: 'body.email', reason: 'EMAIL_INVALID', status: 400 }),
    )
    try {
      validate(schema, { email: 'a@b.example', name: 1 }, 'body')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError)
      expect((error as ValidationError).toJSON()).toEqual({
        message: expect.any(String),
        field: 'body.name',
      })
    }
  })
})

describe('jsonBody', () => {
  const app = new Hono()
  app.post('/', async (c) => c.json(await jsonBody(c)))
  app.onError((error, c) =>
    error instanceof ValidationError ? c.json(error.toJSON(), error.status) : c.json({}, 500),
  )

  test('not JSON, or nested past the bound: 400 naming the body, never a 5xx', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`
    for (const body of ['{nope', deep]) {
      const res = await app.request('/', { method: 'POST', body })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ field: 'body' })
    }
    expect(await (await app.request('/', { method: 'POST', body: '{"a":1}' })).json()).toEqual({ a: 1 })
  })
})
