import {
  NETWORK_FEE,
  type PaymentCurrency,
  type PaymentMethod,
  paymentMethodLimits,
  usdPer,
} from './limits.js'

/** A provider fee falling linearly from `atMin` (a fraction) at a method's minimum to `atMax` at its maximum. */
export type FeeCurve = { atMin: number; atMax: number }

/** The first sandbox's curve: 2 % at the minimum, 1 % at the maximum. */
export const defaultFeeCurve: FeeCurve = { atMin: 0.02, atMax: 0.01 }

export class OnrampAmountError extends Error {
  override name = 'OnrampAmountError'
}

/**
 * The sandbox quote: a provider fee on the provider's curve (default 2 % at the method's minimum falling to
 * 1 % at its maximum), a flat network fee, and the crypto bought with what is left at the asset's USD price.
 */
export function computeQuote({
  amount,
  currency,
  method,
  priceUsd,
  symbol,
  decimals,
  fee: curve = defaultFeeCurve,
}: {
  amount: number
  currency: PaymentCurrency
  method: PaymentMethod
  priceUsd: number
  symbol: string
  decimals: number
  fee?: FeeCurve
}) {
  const limits = paymentMethodLimits.find((l) => l.id === method)!
  const min = Number(limits.min)
  const max = Number(limits.max)
  if (!Number.isFinite(amount) || amount < min || amount > max) {
    throw new OnrampAmountError(`Amount must be between ${limits.min} and ${limits.max} ${currency}`)
  }
  if (!(priceUsd > 0)) throw new OnrampAmountError(`${symbol} has no price right now`)
  const feeRate = curve.atMin - ((amount - min) / (max - min)) * (curve.atMin - curve.atMax)
  const fee = round2(amount * feeRate)
  const subtotal = round2(amount - fee - NETWORK_FEE)
  const crypto = (subtotal * usdPer[currency]) / priceUsd
  const shown = Math.min(decimals, 6)
  return {
    coinbaseFee: { amount: fee.toFixed(2), currency },
    networkFee: { amount: NETWORK_FEE.toFixed(2), currency },
    paymentSubtotal: { amount: subtotal.toFixed(2), currency },
    paymentTotal: { amount: amount.toFixed(2), currency },
    purchaseAmount: {
      amount: (Math.floor(crypto * 10 ** shown) / 10 ** shown).toFixed(shown),
      currency: symbol,
    },
    feeRate,
  }
}

function round2(value: number): number {
  return Math.round(value * 100) / 100
}
