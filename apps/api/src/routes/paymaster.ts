import { Hono } from 'hono'
import { type Hex, isAddressEqual, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import type { AppEnv } from '../app.js'
import type { PaymasterConfig } from '../config.js'
import type { Database } from '../db/database.js'
import { bookSponsorship, findPolicy } from '../db/paymaster.js'
import { jsonBody, validate } from '../middleware/validate.js'
import { accountCalls, outsidePolicy, type Policy } from '../paymaster/policy.js'
import {
  maxGasCost,
  paymasterData,
  paymasterHash,
  type UserOperation,
  userOperationSchema,
} from '../paymaster/userOperation.js'

/** JSON-RPC error codes of the paymaster service (besides JSON-RPC's own). */
export const paymasterErrors = {
  invalidParams: -32602,
  methodNotFound: -32601,
  /** The project sponsors nothing on the chain, or not this operation (a contract or method outside its policy). */
  notSponsored: -32001,
  /** A daily budget (the user's or the project's) would be overspent. */
  budgetSpent: -32002,
} as const

/** Gas the paymaster's check takes (a hash of the operation and one signature recovery), with room. */
export const PAYMASTER_VERIFICATION_GAS = 100_000n
/** The paymaster returns no context, so the EntryPoint calls no postOp. */
export const PAYMASTER_POST_OP_GAS = 0n
/** A well-formed signature no one made: what the stub carries while the operation's gas is estimated. */
const STUB_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const paramsSchema = z.tuple(
  [userOperationSchema, address, z.string().regex(/^0x[0-9a-fA-F]{1,16}$/)],
  // The context an app passes (ERC-7677's fourth parameter): nothing is read from it here.
  z.unknown(),
)
const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(100), z.number(), z.null()]).optional(),
  method: z.string().min(1).max(100),
  params: z.unknown(),
})

class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

type Sponsorship = {
  op: UserOperation
  chainId: number
  contract: PaymasterConfig['contracts'][number]
  policy: Policy
}

/**
 * POST /v1/paymaster?projectId= — the ERC-7677 paymaster service: `pm_getPaymasterStubData` (for the gas
 * estimate) and `pm_getPaymasterData` (signed), for operations through the chain's EntryPoint that the project's
 * policy sponsors. A sponsored operation books its most possible gas cost against the day's budgets.
 */
export function paymasterRoutes({
  config,
  db,
  now,
}: {
  config: PaymasterConfig | undefined
  db: Database
  now: () => number
}) {
  const signer = config && privateKeyToAccount(config.signerKey as Hex)

  /** The operation, its chain's paymaster and the project's policy, once all of them check out. */
  async function sponsorship(projectId: string, params: unknown): Promise<Sponsorship> {
    const parsed = paramsSchema.safeParse(params)
    if (!parsed.success)
      throw new RpcFailure(
        paymasterErrors.invalidParams,
        `Invalid params: ${parsed.error.issues[0]?.message}`,
      )
    const [op, entryPoint, chainIdHex] = parsed.data
    const chainId = Number(BigInt(chainIdHex))
    const contract = config?.contracts.find((entry) => entry.chainId === chainId)
    if (!contract)
      throw new RpcFailure(paymasterErrors.notSponsored, `No gas sponsorship on chain ${chainId}`)
    if (!isAddressEqual(contract.entryPoint as Hex, entryPoint as Hex))
      throw new RpcFailure(paymasterErrors.invalidParams, `EntryPoint ${entryPoint} is not supported`)
    const policy = await findPolicy(db, projectId, chainId)
    if (!policy)
      throw new RpcFailure(paymasterErrors.notSponsored, `This project sponsors no gas on chain ${chainId}`)
    const calls = accountCalls(op.callData as Hex)
    if (!calls)
      throw new RpcFailure(paymasterErrors.notSponsored, 'The operation is not an account call read here')
    const outside = outsidePolicy(policy, calls)
    if (outside) throw new RpcFailure(paymasterErrors.notSponsored, outside)
    return { op, chainId, contract, policy }
  }

  /**
   * The window a signature made now holds. The stub carries one too: as many non-zero bytes as the signed data,
   * so the gas estimated for its calldata (preVerificationGas) still covers the final operation.
   */
  const windowNow = () => {
    const seconds = Math.floor(now() / 1000)
    return { validAfter: Math.max(0, seconds - 60), validUntil: seconds + (config?.validForSeconds ?? 600) }
  }

  const gasLimits = (op: UserOperation) => ({
    paymasterVerificationGasLimit:
      op.paymasterVerificationGasLimit ?? numberToHex(PAYMASTER_VERIFICATION_GAS),
    paymasterPostOpGasLimit: op.paymasterPostOpGasLimit ?? numberToHex(PAYMASTER_POST_OP_GAS),
  })

  const methods: Record<string, (projectId: string, params: unknown) => Promise<unknown>> = {
    async pm_getPaymasterStubData(projectId, params) {
      const { op, contract, policy } = await sponsorship(projectId, params)
      return {
        paymaster: contract.address,
        paymasterData: paymasterData(windowNow(), STUB_SIGNATURE),
        ...gasLimits(op),
        sponsor: { name: policy.sponsorName },
        isFinal: false,
      }
    },
    async pm_getPaymasterData(projectId, params) {
      const { op, chainId, contract, policy } = await sponsorship(projectId, params)
      const limits = gasLimits(op)
      const signed = { ...op, ...limits }
      const cost = maxGasCost(signed)
      if (cost === 0n)
        throw new RpcFailure(paymasterErrors.invalidParams, 'The operation has no gas limits or fees yet')
      const over = await bookSponsorship(db, {
        projectId,
        chainId,
        sender: op.sender,
        wei: cost,
        policy,
        now: now(),
      })
      if (over)
        throw new RpcFailure(
          paymasterErrors.budgetSpent,
          over === 'user'
            ? "Today's gas sponsorship for this account is spent"
            : "Today's gas sponsorship for this app is spent",
        )
      const window = windowNow()
      const hash = paymasterHash(signed, { chainId, paymaster: contract.address as Hex, ...window })
      const signature = await (signer as NonNullable<typeof signer>).signMessage({ message: { raw: hash } })
      return { paymaster: contract.address, paymasterData: paymasterData(window, signature), ...limits }
    },
  }

  return new Hono<AppEnv>({ strict: false }).post('/paymaster', async (c) => {
    const request = validate(requestSchema, await jsonBody(c), 'body')
    const answer = (body: { result: unknown } | { error: { code: number; message: string } }) =>
      c.json({ jsonrpc: '2.0', id: request.id ?? null, ...body })
    const method = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined
    if (!method)
      return answer({
        error: { code: paymasterErrors.methodNotFound, message: `Method not found: ${request.method}` },
      })
    try {
      return answer({ result: await method(c.get('project').id, request.params) })
    } catch (error) {
      if (error instanceof RpcFailure) return answer({ error: { code: error.code, message: error.message } })
      throw error
    }
  })
}
