import { type Hex, numberToHex } from 'viem'
import { z } from 'zod'
import type { BundlerContext } from '../context.js'
import { requiredPreVerificationGas, withMargin } from '../gas.js'
import { addressParam, checkEntryPoint, parseParams } from '../params.js'
import { executionGas, simulateValidation } from '../simulation.js'
import { rpcUserOperationToEstimate, toUserOperation } from '../userOperation.js'

/** The verification gas an estimate simulates with (more than any sane account needs). */
export const VERIFICATION_GAS_CAP = 5_000_000n

export type EstimateUserOperationGasReturnType = {
  preVerificationGas: Hex
  verificationGasLimit: Hex
  callGasLimit: Hex
  paymasterVerificationGasLimit?: Hex
  paymasterPostOpGasLimit?: Hex
}

/**
 * `eth_estimateUserOperationGas(userOperation, entryPoint)`: gas limits that pass this bundler's checks and the
 * EntryPoint's. Verification: EntryPointSimulations.simulateValidation with room to spare (its signature may be a
 * stub: a failed signature check is not an error here), the sender funded in the call; execution: the callData run
 * on the deployed sender (eth_simulateV1); preVerificationGas: what `eth_sendUserOperation` requires. A tenth more
 * of each.
 */
export async function estimateUserOperationGas(
  context: BundlerContext,
  params: unknown,
): Promise<EstimateUserOperationGasReturnType> {
  const [input, entryPoint] = parseParams(z.tuple([rpcUserOperationToEstimate, addressParam]), params)
  checkEntryPoint(context, entryPoint)
  const operation = toUserOperation(input)
  if (input.maxFeePerGas === undefined || input.maxPriorityFeePerGas === undefined) {
    const fees = await context.client.estimateFeesPerGas()
    operation.maxFeePerGas = input.maxFeePerGas ?? fees.maxFeePerGas
    operation.maxPriorityFeePerGas = input.maxPriorityFeePerGas ?? fees.maxPriorityFeePerGas
  }
  operation.verificationGasLimit = VERIFICATION_GAS_CAP
  operation.preVerificationGas = 0n
  if (operation.paymaster) operation.paymasterVerificationGasLimit = VERIFICATION_GAS_CAP

  const { preOpGas } = await simulateValidation(context, operation, { estimate: true })
  const verificationGasLimit = withMargin(preOpGas)
  const callGasLimit = withMargin(await executionGas(context, operation))
  const estimated = { ...operation, verificationGasLimit, callGasLimit }
  const preVerificationGas = withMargin(requiredPreVerificationGas(context, estimated))
  return {
    preVerificationGas: numberToHex(preVerificationGas),
    verificationGasLimit: numberToHex(verificationGasLimit),
    callGasLimit: numberToHex(callGasLimit),
    ...(operation.paymaster
      ? {
          paymasterVerificationGasLimit: numberToHex(verificationGasLimit),
          paymasterPostOpGasLimit: numberToHex(operation.paymasterPostOpGasLimit ?? 0n),
        }
      : {}),
  }
}
