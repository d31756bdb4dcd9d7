import { type Address, getAddress, type Hex, type SignedAuthorization } from 'viem'
import type { UserOperation } from 'viem/account-abstraction'
import { z } from 'zod'

// The RPC form of a v0.8 user operation (hex quantities, unpacked), checked at the edge. Unknown keys are dropped.

/** Longest calldata, factory data, paymaster data or signature accepted, in hex characters (32 KiB). */
const MAX_HEX_CHARS = 2 + 2 * 32_768

const hex = z
  .string()
  .max(MAX_HEX_CHARS)
  .regex(/^0x([0-9a-fA-F]{2})*$/, 'must be 0x-prefixed hex bytes')
// Any case is taken (a wrong checksum too) and checksummed, so nothing later refuses it as malformed.
const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address')
  .transform((value) => getAddress(value.toLowerCase()))
const quantity = z
  .string()
  .regex(/^0x[0-9a-fA-F]{1,64}$/, 'must be a hex quantity')
  .transform((value) => BigInt(value))
// Gas limits and fees are packed into 128 bits each.
const gas = z
  .string()
  .regex(/^0x[0-9a-fA-F]{1,32}$/, 'must be a hex quantity below 2^128')
  .transform((value) => BigInt(value))
const word = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'must be a 32-byte hex word')

/** An EIP-7702 authorization carried by the operation (its sender delegating to `address`). */
const eip7702Auth = z.object({
  address,
  chainId: quantity,
  nonce: quantity,
  r: word,
  s: word,
  yParity: quantity,
})

const gasFields = {
  callGasLimit: gas,
  verificationGasLimit: gas,
  preVerificationGas: gas,
  maxFeePerGas: gas,
  maxPriorityFeePerGas: gas,
}

const common = {
  sender: address,
  nonce: quantity,
  // `0x7702`: the sender is an EOA delegating with EIP-7702 (its delegate stands for the factory).
  factory: z.union([address, z.literal('0x7702')]).nullish(),
  factoryData: hex.nullish(),
  callData: hex,
  paymaster: address.nullish(),
  paymasterVerificationGasLimit: gas.nullish(),
  paymasterPostOpGasLimit: gas.nullish(),
  paymasterData: hex.nullish(),
  signature: hex,
  eip7702Auth: eip7702Auth.nullish(),
}

export const rpcUserOperation = z.object({ ...common, ...gasFields })
/** What eth_estimateUserOperationGas takes: the gas limits and fees may be missing. */
export const rpcUserOperationToEstimate = z.object({
  ...common,
  ...Object.fromEntries(Object.entries(gasFields).map(([key, schema]) => [key, schema.optional()])),
} as typeof common & { [K in keyof typeof gasFields]: z.ZodOptional<(typeof gasFields)[K]> })

export type RpcUserOperationInput = z.infer<typeof rpcUserOperation>
export type RpcUserOperationToEstimate = z.infer<typeof rpcUserOperationToEstimate>

/** viem's form of a parsed operation (gas fields missing from an estimate are 0). */
export function toUserOperation(input: RpcUserOperationToEstimate): UserOperation<'0.8'> {
  const operation: UserOperation<'0.8'> = {
    sender: input.sender as Address,
    nonce: input.nonce,
    callData: input.callData as Hex,
    callGasLimit: input.callGasLimit ?? 0n,
    verificationGasLimit: input.verificationGasLimit ?? 0n,
    preVerificationGas: input.preVerificationGas ?? 0n,
    maxFeePerGas: input.maxFeePerGas ?? 0n,
    maxPriorityFeePerGas: input.maxPriorityFeePerGas ?? 0n,
    signature: input.signature as Hex,
  }
  if (input.factory) {
    operation.factory = input.factory as Address
    operation.factoryData = (input.factoryData ?? '0x') as Hex
  }
  if (input.paymaster) {
    operation.paymaster = input.paymaster as Address
    operation.paymasterData = (input.paymasterData ?? '0x') as Hex
    operation.paymasterVerificationGasLimit = input.paymasterVerificationGasLimit ?? 0n
    operation.paymasterPostOpGasLimit = input.paymasterPostOpGasLimit ?? 0n
  }
  if (input.eip7702Auth) operation.authorization = toAuthorization(input.eip7702Auth)
  return operation
}

/** A signature word as 32 bytes (a node may drop its leading zeros, as for an authorization read from a block). */
const word32 = (value: string): Hex => `0x${value.slice(2).padStart(64, '0')}`

function toAuthorization(auth: z.infer<typeof eip7702Auth>): SignedAuthorization {
  return {
    address: auth.address as Address,
    chainId: Number(auth.chainId),
    nonce: Number(auth.nonce),
    r: word32(auth.r),
    s: word32(auth.s),
    yParity: Number(auth.yParity),
  }
}

const toHex = (value: bigint): Hex => `0x${value.toString(16)}`

/** The RPC form of an operation, as eth_getUserOperationByHash answers it. */
export function toRpcUserOperation(operation: UserOperation<'0.8'>): Record<string, unknown> {
  const { authorization } = operation
  return {
    sender: operation.sender,
    nonce: toHex(operation.nonce),
    factory: operation.factory ?? null,
    factoryData: operation.factoryData ?? null,
    callData: operation.callData,
    callGasLimit: toHex(operation.callGasLimit),
    verificationGasLimit: toHex(operation.verificationGasLimit),
    preVerificationGas: toHex(operation.preVerificationGas),
    maxFeePerGas: toHex(operation.maxFeePerGas),
    maxPriorityFeePerGas: toHex(operation.maxPriorityFeePerGas),
    paymaster: operation.paymaster ?? null,
    paymasterVerificationGasLimit:
      operation.paymasterVerificationGasLimit === undefined
        ? null
        : toHex(operation.paymasterVerificationGasLimit),
    paymasterPostOpGasLimit:
      operation.paymasterPostOpGasLimit === undefined ? null : toHex(operation.paymasterPostOpGasLimit),
    paymasterData: operation.paymasterData ?? null,
    signature: operation.signature,
    ...(authorization
      ? {
          eip7702Auth: {
            address: authorization.address,
            chainId: toHex(BigInt(authorization.chainId)),
            nonce: toHex(BigInt(authorization.nonce)),
            r: word32(authorization.r),
            s: word32(authorization.s),
            yParity: toHex(BigInt(authorization.yParity ?? 0)),
          },
        }
      : {}),
  }
}
