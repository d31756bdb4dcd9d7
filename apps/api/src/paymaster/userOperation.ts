import { concat, encodeAbiParameters, type Hex, keccak256, pad, toHex } from 'viem'
import { z } from 'zod'

// A user operation as ERC-7677 passes it (the unpacked ERC-4337 v0.7+ JSON-RPC form, quantities as hex), and the
// hash the paymaster contract (`PorticoPaymaster`, apps/devnet) checks its signer's signature over.

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an address')
/** A hex quantity of at most 256 bits. */
const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'Expected a hex quantity')
/** Hex data, bounded (a call of a few kB is plenty; a batch of many calls fits in 64 kB). */
const data = z.string().regex(/^0x([0-9a-fA-F]{2}){0,65536}$/, 'Expected hex data')

export const userOperationSchema = z.object({
  sender: address,
  nonce: quantity,
  factory: z.optional(z.nullable(z.union([address, z.literal('0x7702')]))),
  factoryData: z.optional(z.nullable(data)),
  callData: data,
  callGasLimit: z.optional(quantity),
  verificationGasLimit: z.optional(quantity),
  preVerificationGas: z.optional(quantity),
  maxFeePerGas: z.optional(quantity),
  maxPriorityFeePerGas: z.optional(quantity),
  paymasterVerificationGasLimit: z.optional(z.nullable(quantity)),
  paymasterPostOpGasLimit: z.optional(z.nullable(quantity)),
})

export type UserOperation = z.infer<typeof userOperationSchema>

const u128 = (value: string | null | undefined) => pad(toHex(BigInt(value ?? 0)), { size: 16 })

/**
 * `initCode` as the operation carries it on chain (a bundler packs it so): the factory and its data, or nothing
 * once deployed. For EIP-7702 the factory is the marker `0x7702` as given (viem packs it as it is).
 */
export function initCodeOf(op: UserOperation): Hex {
  if (!op.factory) return '0x'
  return concat([op.factory as Hex, (op.factoryData ?? '0x') as Hex])
}

/** What the paymaster's signer signs: the operation (bar the signatures), the chain, the paymaster, the window. */
export function paymasterHash(
  op: UserOperation,
  { chainId, paymaster, validUntil, validAfter }: PaymasterWindow & { chainId: number; paymaster: Hex },
): Hex {
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        op.sender as Hex,
        BigInt(op.nonce),
        keccak256(initCodeOf(op)),
        keccak256(op.callData as Hex),
        concat([u128(op.verificationGasLimit), u128(op.callGasLimit)]),
        concat([u128(op.paymasterVerificationGasLimit), u128(op.paymasterPostOpGasLimit)]),
        BigInt(op.preVerificationGas ?? 0),
        concat([u128(op.maxPriorityFeePerGas), u128(op.maxFeePerGas)]),
        BigInt(chainId),
        paymaster,
        validUntil,
        validAfter,
      ],
    ),
  )
}

/** The seconds a paymaster signature holds (`validUntil` 0: no end). */
export type PaymasterWindow = { validUntil: number; validAfter: number }

/** The paymaster's part of paymasterAndData after its gas limits: the window, then the signature. */
export function paymasterData({ validUntil, validAfter }: PaymasterWindow, signature: Hex): Hex {
  return concat([pad(toHex(validUntil), { size: 6 }), pad(toHex(validAfter), { size: 6 }), signature])
}

/** The most gas the operation may cost, in wei: every gas limit at its highest fee. */
export function maxGasCost(op: UserOperation): bigint {
  const gas = [
    op.callGasLimit,
    op.verificationGasLimit,
    op.preVerificationGas,
    op.paymasterVerificationGasLimit,
    op.paymasterPostOpGasLimit,
  ].reduce((sum, limit) => sum + BigInt(limit ?? 0), 0n)
  return gas * BigInt(op.maxFeePerGas ?? 0)
}
