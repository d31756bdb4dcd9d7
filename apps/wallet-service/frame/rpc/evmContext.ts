// What every EVM method handler shares: the request's parameter schemas and checks, and the one request's context
// (the wallet's own address, the network's client, the approval view, and sending from the wallet's key).
import { sendCallsEntrySchema } from '@portico/embedded-wallet/protocol'
import {
  type Address,
  type Client,
  createClient,
  defineChain,
  erc20Abi,
  type Hex,
  http,
  isAddress,
  isAddressEqual,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { readContract, sendTransaction } from 'viem/actions'
import * as z from 'zod/mini'
import type { ChainRef } from '../chains.js'
import { FrameRequestError, InvalidParamsError } from '../errors.js'
import type { EvmAccount } from '../smartAccount.js'
import type { RpcContext } from './context.js'
import type { EvmCall, EvmDescribeContext } from './describeEvm.js'

export type EvmChain = Extract<ChainRef, { namespace: 'eip155' }>

export const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
export const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))
export const address = z
  .string()
  .check(z.refine((value) => isAddress(value, { strict: false }), 'Not an address'))

export const transactionSchema = z.object({
  from: z.optional(address),
  to: z.optional(z.nullable(address)),
  value: z.optional(quantity),
  data: z.optional(hex),
  input: z.optional(hex),
  gas: z.optional(quantity),
  nonce: z.optional(quantity),
  maxFeePerGas: z.optional(quantity),
  maxPriorityFeePerGas: z.optional(quantity),
  gasPrice: z.optional(quantity),
  chainId: z.optional(quantity),
})

export const sendCallsSchema = z.object({
  version: z.optional(z.string()),
  chainId: z.optional(quantity),
  from: z.optional(address),
  calls: z.array(sendCallsEntrySchema).check(z.minLength(1), z.maxLength(32)),
  atomicRequired: z.optional(z.boolean()),
  capabilities: z.optional(z.record(z.string(), z.unknown())),
})

export const typedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  domain: z.optional(z.record(z.string(), z.unknown())),
  message: z.record(z.string(), z.unknown()),
})

export const getAssetsSchema = z.object({
  account: address,
  chainFilter: z.optional(z.array(quantity).check(z.maxLength(64))),
})

export function params(value: unknown): unknown[] {
  if (value === undefined) return []
  if (!Array.isArray(value)) throw new InvalidParamsError('params must be an array')
  return value
}

export function parse<T>(schema: z.ZodMiniType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value)
  if (!result.success) throw new InvalidParamsError(`Invalid ${what}`)
  return result.data
}

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new InvalidParamsError('The typed data is not JSON')
  }
}

/** EIP-1193 4100: the request names an account this wallet does not hold. */
class UnauthorizedAccountError extends FrameRequestError {
  override name = 'UnauthorizedAccountError'
  constructor() {
    super('The requested account is not this wallet', { code: 4100 })
  }
}

export type Fees = { maxFeePerGas?: bigint; maxPriorityFeePerGas?: bigint } | { gasPrice?: bigint }

export function feesOf(tx: z.infer<typeof transactionSchema>): Fees {
  if (tx.gasPrice !== undefined && tx.maxFeePerGas === undefined) return { gasPrice: BigInt(tx.gasPrice) }
  return {
    ...(tx.maxFeePerGas !== undefined && { maxFeePerGas: BigInt(tx.maxFeePerGas) }),
    ...(tx.maxPriorityFeePerGas !== undefined && { maxPriorityFeePerGas: BigInt(tx.maxPriorityFeePerGas) }),
  }
}

export function toHexKey(key: Uint8Array): Hex {
  // viem takes the key as a hex string (which, being a string, cannot be wiped; it lives only for this request).
  let text = '0x'
  for (const byte of key) text += byte.toString(16).padStart(2, '0')
  return text as Hex
}

export type EvmSendCall = EvmCall & { gas?: bigint; nonce?: number; fees?: Fees }

/** One EVM request: its chain, method and parameter list, and what its handler needs around them. */
export type EvmRequestContext = ReturnType<typeof createEvmRequestContext>

export function createEvmRequestContext(
  chain: EvmChain,
  method: string,
  rawParams: unknown,
  context: RpcContext,
  account: EvmAccount,
) {
  // The account that answers on this chain: the EOA, or the smart account the user chose here.
  const own = account.address
  const network = () => context.networks.require(chain)
  const viemChain = () => {
    const info = network()
    return defineChain({
      id: chain.id,
      name: info.name,
      nativeCurrency: info.nativeCurrency,
      rpcUrls: { default: { http: [info.rpcUrl] } },
    })
  }
  // A bare client with the few actions used (imported one by one), not the full public client.
  const client = (): Client => createClient({ chain: viemChain(), transport: http(network().rpcUrl) })
  return {
    chain,
    method,
    list: params(rawParams),
    rpc: context,
    account,
    own,
    nativeSymbol: () => network().nativeCurrency.symbol,
    /** Throws EIP-1193 4100 when `given` names an account other than the wallet's. */
    checkAccount(given: string | undefined) {
      if (given !== undefined && !isAddressEqual(given as Address, own)) throw new UnauthorizedAccountError()
    },
    client,
    describeContext: (): EvmDescribeContext => describeContextOf(client(), network().nativeCurrency, context),
    approve: (description: Parameters<RpcContext['approve']>[0]) =>
      context.approve(description, { method, chain }),
    /** Signs and sends one transaction from the wallet's key; the network fills nonce, gas and fees. */
    async send(key: Uint8Array, call: EvmSendCall) {
      const account = privateKeyToAccount(toHexKey(key))
      const wallet = createClient({ account, chain: viemChain(), transport: http(network().rpcUrl) })
      return sendTransaction(wallet, {
        to: call.to ?? null,
        ...(call.value !== undefined && { value: call.value }),
        ...(call.data !== undefined && { data: call.data }),
        ...(call.gas !== undefined && { gas: call.gas }),
        ...(call.nonce !== undefined && { nonce: call.nonce }),
        ...call.fees,
      } as Parameters<typeof sendTransaction>[1])
    },
  }
}

function describeContextOf(
  reader: Client,
  nativeCurrency: EvmDescribeContext['nativeCurrency'],
  context: RpcContext,
): EvmDescribeContext {
  return {
    strings: context.strings,
    nativeCurrency,
    readToken: async (token) => {
      try {
        const [symbol, decimals] = await Promise.all([
          readContract(reader, { address: token, abi: erc20Abi, functionName: 'symbol' }),
          readContract(reader, { address: token, abi: erc20Abi, functionName: 'decimals' }),
        ])
        return { symbol: symbol.slice(0, 16), decimals }
      } catch {
        // Not an ERC-20 (or the chain did not answer): the view says 'Unknown token' and shows the raw amount.
        return undefined
      }
    },
  }
}
