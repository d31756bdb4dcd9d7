import { nestsDeeperThan } from '@portico/server-kit/http'
import { type Hex, numberToHex } from 'viem'
import { z } from 'zod'
import type { BundlerContext } from './context.js'
import {
  BundlerRpcError,
  InternalError,
  InvalidRequestError,
  MethodNotFoundError,
  ParseError,
} from './errors.js'
import { estimateUserOperationGas } from './methods/estimateUserOperationGas.js'
import { getUserOperationByHash } from './methods/getUserOperationByHash.js'
import { getUserOperationReceipt } from './methods/getUserOperationReceipt.js'
import { sendUserOperation } from './methods/sendUserOperation.js'

/** Deepest JSON nesting accepted (a user operation nests 3 levels). */
export const MAX_JSON_DEPTH = 16
/** Most requests in one batch. */
export const MAX_BATCH = 20

type Method = (context: BundlerContext, params: unknown) => Promise<unknown>

const methods: Record<string, Method> = {
  eth_chainId: async (context): Promise<Hex> => numberToHex(context.chainId),
  eth_supportedEntryPoints: async (context) => [context.entryPoint],
  eth_sendUserOperation: sendUserOperation,
  eth_estimateUserOperationGas: estimateUserOperationGas,
  eth_getUserOperationByHash: getUserOperationByHash,
  eth_getUserOperationReceipt: getUserOperationReceipt,
}

const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(128), z.number(), z.null()]).optional(),
  method: z.string().max(128),
  params: z.array(z.unknown()).max(4).optional(),
})

type Id = string | number | null
type Response = { jsonrpc: '2.0'; id: Id } & ({ result: unknown } | { error: ErrorObject })
type ErrorObject = { code: number; message: string; data?: unknown }

/** Answers a JSON-RPC body (one request or a batch): every failure is a JSON-RPC error, never a throw. */
export async function answer(context: BundlerContext, text: string): Promise<Response | Response[]> {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH))
    return failure(null, new InvalidRequestError('too deeply nested'))
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return failure(null, new ParseError())
  }
  if (!Array.isArray(body)) return answerOne(context, body)
  if (body.length === 0 || body.length > MAX_BATCH) {
    return failure(null, new InvalidRequestError(`a batch holds 1 to ${MAX_BATCH} requests`))
  }
  const responses: Response[] = []
  for (const request of body) responses.push(await answerOne(context, request))
  return responses
}

async function answerOne(context: BundlerContext, body: unknown): Promise<Response> {
  const parsed = requestSchema.safeParse(body)
  if (!parsed.success) {
    const id = idOf(body)
    const issue = parsed.error.issues[0]
    return failure(
      id,
      new InvalidRequestError(`${issue?.path.map(String).join('.') || 'request'} is invalid`),
    )
  }
  const { id = null, method, params } = parsed.data
  const run = Object.hasOwn(methods, method) ? methods[method] : undefined
  if (!run) return failure(id, new MethodNotFoundError(method))
  try {
    return { jsonrpc: '2.0', id, result: await run(context, params) }
  } catch (error) {
    return failure(id, error instanceof BundlerRpcError ? error : new InternalError(error))
  }
}

function idOf(body: unknown): Id {
  const id = body !== null && typeof body === 'object' ? (body as { id?: unknown }).id : undefined
  return typeof id === 'number' || (typeof id === 'string' && id.length <= 128) ? id : null
}

function failure(id: Id, error: BundlerRpcError): Response {
  const detail = error instanceof InternalError ? causeOf(error.cause) : error.data
  return {
    jsonrpc: '2.0',
    id,
    error: {
      code: error.code,
      message: error.shortMessage,
      ...(detail === undefined ? {} : { data: detail }),
    },
  }
}

/** A short, bounded description of an unexpected failure (a node that is down, a bug): for the operator. */
function causeOf(cause: unknown): string {
  const message = (cause as { shortMessage?: unknown })?.shortMessage ?? (cause as Error)?.message
  return String(message ?? cause).slice(0, 300)
}
