import { isAddressForNamespace } from '../../caip/isAddressForNamespace.js'
import type { ChainNamespace } from '../../caip/types.js'
import { BaseError } from '../../errors/base.js'
import { isPositiveAmount, parseDecimal } from '../../utils/decimal.js'

export { isPositiveAmount }

import type { SendState } from './sendTypes.js'

/** Messages of a thrown `InvalidSendError` (Solana's has no full stop). People see the UI's wording. */
export const SEND_INVALID_MESSAGE = 'Please enter a valid amount and receiver address.'
export const SEND_INVALID_MESSAGE_SOLANA = 'Please enter a valid amount and receiver address'
const INSUFFICIENT_BALANCE_MESSAGE = 'Insufficient balance'

/** Why a send form cannot be submitted; the UI words each reason itself. */
export type SendInvalidReason = 'token' | 'amount' | 'receiver' | 'gasPrice' | 'insufficientBalance'

export class InvalidSendError extends BaseError {
  override name = 'InvalidSendError'
  readonly reason: SendInvalidReason
  constructor(reason: SendInvalidReason, namespace: ChainNamespace | undefined) {
    super(
      reason === 'insufficientBalance'
        ? INSUFFICIENT_BALANCE_MESSAGE
        : namespace === 'solana'
          ? SEND_INVALID_MESSAGE_SOLANA
          : SEND_INVALID_MESSAGE,
      { details: reason },
    )
    this.reason = reason
  }
}

/** a > b for plain decimals, without floating point. */
function exceeds(a: string, b: string): boolean {
  const x = parseDecimal(a)
  const y = parseDecimal(b)
  const places = Math.max(x.fraction.length, y.fraction.length)
  const units = (p: typeof x) => BigInt(p.integer + p.fraction.padEnd(places, '0')) * (p.negative ? -1n : 1n)
  return units(x) > units(y)
}

/**
 * An EVM send needs a receiver, an amount and a token (the native path also a gas price and
 * decimals); Solana needs an amount and a receiver. The amount must also be within the token's balance.
 * Returns the first problem, or undefined when the form can be sent.
 */
export function validateSend(
  state: Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverAddress' | 'gasPrice'>,
  namespace: ChainNamespace | undefined,
  isAddress: (address: string) => boolean = (address) =>
    namespace !== undefined && isAddressForNamespace(namespace, address),
): InvalidSendError | undefined {
  const { token, sendTokenAmount, receiverAddress, gasPrice } = state
  if (namespace !== 'solana' && !token) return new InvalidSendError('token', namespace)
  if (!isPositiveAmount(sendTokenAmount)) return new InvalidSendError('amount', namespace)
  if (token) {
    const decimals = Number(token.quantity.decimals)
    if (!Number.isInteger(decimals) || decimals < 0) return new InvalidSendError('token', namespace)
    const fraction = sendTokenAmount.split('.')[1] ?? ''
    if (fraction.length > decimals) return new InvalidSendError('amount', namespace)
  }
  if (!receiverAddress || !namespace || !isAddress(receiverAddress))
    return new InvalidSendError('receiver', namespace)
  if (token && exceeds(sendTokenAmount, token.quantity.numeric))
    return new InvalidSendError('insufficientBalance', namespace)
  if (namespace === 'eip155' && token && !token.address && gasPrice === undefined)
    return new InvalidSendError('gasPrice', namespace)
  return undefined
}
