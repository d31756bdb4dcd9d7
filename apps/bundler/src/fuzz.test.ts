import { request } from 'node:http'
import { ENTRY_POINT_ADDRESS } from '@portico/devnet/contracts'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES } from './startBundler.js'
import { type BundlerWorld, startBundlerWorld } from './test/world.js'

// Whatever arrives, the answer is a JSON-RPC error or a 4xx, never a 5xx.

let world: BundlerWorld

beforeAll(async () => {
  world = await startBundlerWorld()
})

afterAll(async () => {
  await world?.stop()
})

type Answer = { status: number; body: unknown }

/** POSTs `body` (raw bytes allowed); resolves with the answer, even when the server stops reading a body it refused. */
function post(body: string | Uint8Array): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // A connection of its own (no keep-alive): after a 413 the server stops reading that connection.
    const req = request(world.bundler.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      agent: false,
    })
    let answered = false
    req.on('response', (res) => {
      answered = true
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        text += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }))
    })
    // The server may close the socket while we still write a body it refused (413).
    req.on('error', (error) => (answered ? undefined : reject(error)))
    req.end(body)
  })
}

/** A 4xx, or a 200 holding JSON-RPC answers (errors carry a numeric code and a message). */
function expectSane({ status, body }: Answer): void {
  expect(status).toBeLessThan(500)
  if (status !== 200) return
  for (const answer of Array.isArray(body) ? body : [body]) {
    expect(answer).toMatchObject({ jsonrpc: '2.0' })
    if ('error' in answer)
      expect(answer.error).toMatchObject({ code: expect.any(Number), message: expect.any(String) })
    else expect(answer).toHaveProperty('result')
  }
}

const errorCode = (answer: Answer) => (answer.body as { error?: { code: number } }).error?.code
const rpcRequest = (method: string, params: unknown) =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, method, params })
const methods = [
  'eth_chainId',
  'eth_supportedEntryPoints',
  'eth_sendUserOperation',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
]

describe('bundler input', () => {
  it('refuses NUL bytes and lone surrogates as invalid params, escaped or raw', async () => {
    for (const text of ['\\u0000', '0x\\u0000', '\\ud800', '0x\\udfff00']) {
      const body = `{"jsonrpc":"2.0","id":1,"method":"eth_getUserOperationReceipt","params":["${text}"]}`
      const answer = await post(body)
      expectSane(answer)
      expect(errorCode(answer)).toBe(-32602)
    }
    const method = await post(rpcRequest('eth_chainId\u0000', []))
    expect(errorCode(method)).toBe(-32601)
    // A raw NUL inside a JSON string is not JSON.
    expect(errorCode(await post('{"jsonrpc":"2.0","id":1,"method":"eth_chainId\u0000"}'))).toBe(-32700)
    // Bytes that are not UTF-8 (a surrogate encoded, a lone continuation byte).
    const prefix = new TextEncoder().encode('{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":["')
    const raw = new Uint8Array([...prefix, 0xed, 0xa0, 0x80, 0x80, ...new TextEncoder().encode('"]}')])
    expectSane(await post(raw))
  })

  it('bounds the body size, the nesting and the batch length', async () => {
    const huge = await post(rpcRequest('eth_getUserOperationReceipt', [`0x${'a'.repeat(MAX_BODY_BYTES)}`]))
    expect(huge.status).toBe(413)
    const big = await post(
      rpcRequest('eth_sendUserOperation', [{ callData: `0x${'ab'.repeat(100_000)}` }, '0x']),
    )
    expect(errorCode(big)).toBe(-32602)
    const nested = await post(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)
    expectSane(nested)
    expect(errorCode(nested)).toBe(-32600)
    const deepParams = await post(
      rpcRequest('eth_estimateUserOperationGas', [JSON.parse(`${'{"a":'.repeat(12)}1${'}'.repeat(12)}`)]),
    )
    expect(errorCode(deepParams)).toBe(-32602)
    const batch = await post(
      JSON.stringify(Array.from({ length: 1000 }, () => JSON.parse(rpcRequest('eth_chainId', [])))),
    )
    expect(errorCode(batch)).toBe(-32600)
    const small = await post(
      JSON.stringify(methods.slice(0, 2).map((method) => JSON.parse(rpcRequest(method, [])))),
    )
    expectSane(small)
    expect(small.body).toHaveLength(2)
  })

  it('answers bodies that are not requests with JSON-RPC errors', async () => {
    const cases: [string, number][] = [
      ['', -32700],
      ['not json', -32700],
      ['{"jsonrpc":"2.0"', -32700],
      ['null', -32600],
      ['1', -32600],
      ['"eth_chainId"', -32600],
      ['[]', -32600],
      ['{"jsonrpc":"1.0","id":1,"method":"eth_chainId"}', -32600],
      [rpcRequest('__proto__', []), -32601],
      [rpcRequest('constructor', []), -32601],
      [rpcRequest('toString', []), -32601],
      [rpcRequest('eth_sendUserOperation', {}), -32600],
      [rpcRequest('eth_sendUserOperation', []), -32602],
      [rpcRequest('eth_sendUserOperation', [{ __proto__: { sender: 1 } }, null]), -32602],
    ]
    for (const [body, code] of cases) {
      const answer = await post(body)
      expectSane(answer)
      expect(errorCode(answer), body).toBe(code)
    }
  })

  it('never answers a 5xx to any JSON as params of any method', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...methods),
        fc.array(fc.jsonValue({ maxDepth: 4 }), { maxLength: 3 }),
        async (method, params) => {
          expectSane(await post(rpcRequest(method, params)))
        },
      ),
      { numRuns: 150 },
    )
  })

  it('answers user operations of any values with a refusal of the op, never an internal error', async () => {
    const hexOf = (bytes: fc.Arbitrary<Uint8Array>) => bytes.map((b) => `0x${Buffer.from(b).toString('hex')}`)
    const quantity = fc.bigInt({ min: 0n, max: 2n ** 128n - 1n }).map((n) => `0x${n.toString(16)}`)
    const address = fc.oneof(
      hexOf(fc.uint8Array({ minLength: 20, maxLength: 20 })),
      fc.constant('0xDEADBEEFDEADBEEFDEADBEEFDEADBEEFDEADBEEF'), // a wrong checksum
    )
    const operation = fc.record(
      {
        sender: address,
        nonce: quantity,
        factory: fc.oneof(address, fc.constant('0x7702')),
        factoryData: hexOf(fc.uint8Array({ maxLength: 80 })),
        callData: hexOf(fc.uint8Array({ maxLength: 80 })),
        callGasLimit: quantity,
        verificationGasLimit: quantity,
        preVerificationGas: quantity,
        maxFeePerGas: quantity,
        maxPriorityFeePerGas: quantity,
        paymaster: address,
        paymasterData: hexOf(fc.uint8Array({ maxLength: 40 })),
        signature: hexOf(fc.uint8Array({ maxLength: 70 })),
      },
      { requiredKeys: ['sender', 'nonce', 'callData', 'signature'] },
    )
    const method = fc.constantFrom('eth_sendUserOperation', 'eth_estimateUserOperationGas')
    await fc.assert(
      fc.asyncProperty(method, operation, async (name, op) => {
        const answer = await post(rpcRequest(name, [op, ENTRY_POINT_ADDRESS]))
        expectSane(answer)
        expect(errorCode(answer)).not.toBe(-32603)
      }),
      { numRuns: 60 },
    )
  })

  it('never answers a 5xx to any text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 300 }), async (text) => {
        expectSane(await post(text))
      }),
      { numRuns: 150 },
    )
  })
})
