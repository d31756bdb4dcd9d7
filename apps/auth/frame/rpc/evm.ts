// EVM wallet methods: accounts and chain id answered here, reads forwarded to the network's RPC, signatures and
// transactions after the user's Approve.
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
  isHex,
  numberToHex,
  stringToHex,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { getBalance, readContract, sendTransaction, waitForTransactionReceipt } from 'viem/actions'
import * as z from 'zod/mini'
import type { ChainRef } from '../chains.js'
import { FrameRequestError, InvalidParamsError, NotSupportedError } from '../errors.js'
import { decodeCallsId, encodeCallsId, getCallsStatus } from './calls.js'
import type { RpcContext } from './context.js'
import {
  describeCalls,
  describeMessage,
  describeTransaction,
  describeTypedData,
  type EvmCall,
  type EvmDescribeContext,
} from './describeEvm.js'

type EvmChain = Extract<ChainRef, { namespace: 'eip155' }>

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))
const address = z.string().check(z.refine((value) => isAddress(value, { strict: false }), 'Not an address'))

const transactionSchema = z.object({
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

const sendCallsSchema = z.object({
  version: z.optional(z.string()),
  chainId: z.optional(quantity),
  from: z.optional(address),
  calls: z.array(sendCallsEntrySchema).check(z.minLength(1), z.maxLength(32)),
  atomicRequired: z.optional(z.boolean()),
  capabilities: z.optional(z.record(z.string(), z.unknown())),
})

const typedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  domain: z.optional(z.record(z.string(), z.unknown())),
  message: z.record(z.string(), z.unknown()),
})

const getAssetsSchema = z.object({
  account: address,
  chainFilter: z.optional(z.array(quantity).check(z.maxLength(64))),
})

function params(value: unknown): unknown[] {
  if (value === undefined) return []
  if (!Array.isArray(value)) throw new InvalidParamsError('params must be an array')
  return value
}

function parse<T>(schema: z.ZodMiniType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value)
  if (!result.success) throw new InvalidParamsError(`Invalid ${what}`)
  return result.data
}

/** EIP-1193 4100: the request names an account this wallet does not hold. */
class UnauthorizedAccountError extends FrameRequestError {
  override name = 'UnauthorizedAccountError'
  constructor() {
    super('The requested account is not this wallet', { code: 4100 })
  }
}

export async function evmRequest(
  chain: EvmChain,
  method: string,
  rawParams: unknown,
  context: RpcContext,
): Promise<unknown> {
  const own = context.addresses.eip155 as Address
  const checkAccount = (given: string | undefined) => {
    if (given !== undefined && !isAddressEqual(given as Address, own)) throw new UnauthorizedAccountError()
  }
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
  const describeContext = (): EvmDescribeContext => {
    const reader = client()
    return {
      strings: context.strings,
      nativeCurrency: network().nativeCurrency,
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
  const approve = (description: Parameters<RpcContext['approve']>[0]) =>
    context.approve(description, { method, chain })

  /** Signs and sends one transaction from the wallet's key; the network fills nonce, gas and fees. */
  const send = async (key: Uint8Array, call: EvmCall & { gas?: bigint; nonce?: number; fees?: Fees }) => {
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
  }

  const list = params(rawParams)
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [own]
    case 'eth_chainId':
      return numberToHex(chain.id)
    case 'wallet_getCapabilities': {
      checkAccount(list[0] === undefined ? undefined : parse(address, list[0], 'address'))
      const wanted = list[1] === undefined ? undefined : parse(z.array(quantity), list[1], 'chain ids')
      const ids = context.networks.evmChainIds().map((id) => numberToHex(id))
      // No atomic batches and no paymasters: every chain answers an empty capability set.
      return Object.fromEntries(
        ids.filter((id) => !wanted || wanted.some((w) => Number(w) === Number(id))).map((id) => [id, {}]),
      )
    }
    case 'wallet_getCallsStatus': {
      const id = parse(hex, list[0], 'call batch id') as Hex
      const decoded = decodeCallsId(id)
      const batchChain = {
        namespace: 'eip155',
        caipNetworkId: `eip155:${decoded.chainId}`,
        id: decoded.chainId,
      } as const
      const info = context.networks.require(batchChain)
      return getCallsStatus(createClient({ transport: http(info.rpcUrl) }), id, decoded)
    }
    case 'wallet_getAssets': {
      const request = parse(getAssetsSchema, list[0], 'wallet_getAssets request')
      checkAccount(request.account)
      const ids = context.networks
        .evmChainIds()
        .filter((id) => !request.chainFilter || request.chainFilter.some((wanted) => Number(wanted) === id))
      const entries = await Promise.all(
        ids.map(async (id) => {
          const info = context.networks.require({ namespace: 'eip155', caipNetworkId: `eip155:${id}`, id })
          const balance = await getBalance(createClient({ transport: http(info.rpcUrl) }), {
            address: own,
          })
          return [
            numberToHex(id),
            [
              {
                address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
                balance: numberToHex(balance),
                type: 'native',
                metadata: info.nativeCurrency,
              },
            ],
          ] as const
        }),
      )
      return Object.fromEntries(entries)
    }
    case 'personal_sign': {
      let [message, signer] = list
      // Some apps send [address, message]; the address is the one that is ours.
      if (
        typeof message === 'string' &&
        isAddress(message) &&
        typeof signer === 'string' &&
        !isAddress(signer)
      )
        [message, signer] = [signer, message]
      if (typeof message !== 'string') throw new InvalidParamsError('personal_sign needs a message')
      checkAccount(signer === undefined ? undefined : parse(address, signer, 'address'))
      const raw: Hex = isHex(message) ? message : stringToHex(message)
      await approve(describeMessage(raw, context.strings))
      return context.withKeys((keys) =>
        privateKeyToAccount(toHexKey(keys.evm.privateKey)).signMessage({ message: { raw } }),
      )
    }
    case 'eth_signTypedData_v4': {
      checkAccount(parse(address, list[0], 'address'))
      const json = typeof list[1] === 'string' ? safeJson(list[1]) : list[1]
      const typedData = parse(typedDataSchema, json, 'typed data')
      const domainChain = typedData.domain?.chainId
      if (domainChain !== undefined && Number(domainChain) !== chain.id)
        throw new InvalidParamsError(`The typed data is for chain ${String(domainChain)}, not ${chain.id}`)
      await approve(describeTypedData(typedData, context.strings))
      return context.withKeys((keys) =>
        privateKeyToAccount(toHexKey(keys.evm.privateKey)).signTypedData(
          typedData as unknown as TypedDataDefinition,
        ),
      )
    }
    case 'eth_sendTransaction': {
      const tx = parse(transactionSchema, list[0], 'transaction')
      checkAccount(tx.from)
      if (tx.chainId !== undefined && Number(tx.chainId) !== chain.id)
        throw new InvalidParamsError(`The transaction is for chain ${Number(tx.chainId)}, not ${chain.id}`)
      const call: EvmCall = {
        to: (tx.to ?? undefined) as Address | undefined,
        value: tx.value === undefined ? undefined : BigInt(tx.value),
        data: (tx.data ?? tx.input) as Hex | undefined,
      }
      await approve(await describeTransaction(call, describeContext()))
      return context.withKeys((keys) =>
        send(keys.evm.privateKey, {
          ...call,
          ...(tx.gas !== undefined && { gas: BigInt(tx.gas) }),
          ...(tx.nonce !== undefined && { nonce: Number(tx.nonce) }),
          fees: feesOf(tx),
        }),
      )
    }
    case 'wallet_sendCalls': {
      const request = parse(sendCallsSchema, list[0], 'wallet_sendCalls request')
      checkAccount(request.from)
      if (request.chainId !== undefined && Number(request.chainId) !== chain.id)
        throw new InvalidParamsError(`The calls are for chain ${Number(request.chainId)}, not ${chain.id}`)
      if (request.atomicRequired)
        throw new FrameRequestError('This wallet cannot send calls atomically', {
          code: 5760,
          reason: 'NOT_SUPPORTED',
        })
      const calls: EvmCall[] = request.calls.map((entry) => ({
        to: entry.to as Address,
        value: entry.value === undefined ? undefined : BigInt(entry.value),
        data: entry.data as Hex | undefined,
      }))
      await approve(await describeCalls(calls, describeContext()))
      const reader = client()
      const hashes = await context.withKeys(async (keys) => {
        const sent: Hex[] = []
        // One after another: each waits for the one before to be mined, so a call may rely on an earlier one.
        for (const [index, call] of calls.entries()) {
          const hash = await send(keys.evm.privateKey, call)
          sent.push(hash)
          if (index < calls.length - 1) await waitForTransactionReceipt(reader, { hash })
        }
        return sent
      })
      return { id: encodeCallsId(chain.id, hashes) }
    }
    case 'wallet_grantPermissions':
    case 'wallet_revokePermissions':
    case 'eth_sendUserOperation':
      throw new NotSupportedError(`${method} is not supported by this wallet`)
    default:
      // Every other method reaching here is a safe read: the network's RPC answers it.
      return client().request({ method, params: list } as never)
  }
}

type Fees = { maxFeePerGas?: bigint; maxPriorityFeePerGas?: bigint } | { gasPrice?: bigint }

function feesOf(tx: z.infer<typeof transactionSchema>): Fees {
  if (tx.gasPrice !== undefined && tx.maxFeePerGas === undefined) return { gasPrice: BigInt(tx.gasPrice) }
  return {
    ...(tx.maxFeePerGas !== undefined && { maxFeePerGas: BigInt(tx.maxFeePerGas) }),
    ...(tx.maxPriorityFeePerGas !== undefined && { maxPriorityFeePerGas: BigInt(tx.maxPriorityFeePerGas) }),
  }
}

function toHexKey(key: Uint8Array): Hex {
  // viem takes the key as a hex string (which, being a string, cannot be wiped; it lives only for this request).
  let text = '0x'
  for (const byte of key) text += byte.toString(16).padStart(2, '0')
  return text as Hex
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new InvalidParamsError('The typed data is not JSON')
  }
}
