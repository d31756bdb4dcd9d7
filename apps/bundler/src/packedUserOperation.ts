import { type Address, getAddress, type Hex, hexToBigInt, size, slice } from 'viem'
import type { PackedUserOperation, UserOperation } from 'viem/account-abstraction'

/** An initCode's factory that says: the sender is an EOA delegating with EIP-7702 (`0x7702`, padded). */
const EIP7702_MARKER = '0x7702000000000000000000000000000000000000'

/** Two 128-bit numbers packed into one 32-byte word (high, low). */
const unpair = (word: Hex): [bigint, bigint] => [
  hexToBigInt(slice(word, 0, 16)),
  hexToBigInt(slice(word, 16, 32)),
]

/**
 * The unpacked (RPC) form of a v0.8 packed user operation, as handleOps carries it: initCode is factory (20 bytes)
 * and its data, accountGasLimits is verificationGasLimit | callGasLimit, gasFees is maxPriorityFeePerGas |
 * maxFeePerGas, paymasterAndData is paymaster (20) | verification gas (16) | post-op gas (16) | data.
 */
export function fromPackedUserOperation(packed: PackedUserOperation): UserOperation<'0.8'> {
  const [verificationGasLimit, callGasLimit] = unpair(packed.accountGasLimits)
  const [maxPriorityFeePerGas, maxFeePerGas] = unpair(packed.gasFees)
  const operation: UserOperation<'0.8'> = {
    sender: packed.sender,
    nonce: packed.nonce,
    callData: packed.callData,
    callGasLimit,
    verificationGasLimit,
    preVerificationGas: packed.preVerificationGas,
    maxFeePerGas,
    maxPriorityFeePerGas,
    signature: packed.signature,
  }
  const { initCode } = packed
  const initSize = size(initCode)
  if (initSize >= 2 && initSize < 20 && slice(initCode, 0, 2) === '0x7702') {
    // viem's short EIP-7702 marker: `0x7702` and the factory data.
    operation.factory = '0x7702'
    operation.factoryData = initSize > 2 ? slice(initCode, 2) : '0x'
  } else if (initSize >= 20) {
    const factory = slice(initCode, 0, 20)
    operation.factory = factory === EIP7702_MARKER ? '0x7702' : (getAddress(factory) as Address)
    operation.factoryData = initSize > 20 ? slice(initCode, 20) : '0x'
  }
  if (size(packed.paymasterAndData) >= 52) {
    const data = packed.paymasterAndData
    operation.paymaster = getAddress(slice(data, 0, 20))
    operation.paymasterVerificationGasLimit = hexToBigInt(slice(data, 20, 36))
    operation.paymasterPostOpGasLimit = hexToBigInt(slice(data, 36, 52))
    operation.paymasterData = size(data) > 52 ? slice(data, 52) : '0x'
  }
  return operation
}
