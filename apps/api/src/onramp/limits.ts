/** On-ramp limits per payment method: card 10.00 to 7500.00, ACH bank account 10.00 to 25000.00. */
export const paymentMethodLimits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const

export type PaymentMethod = (typeof paymentMethodLimits)[number]['id']

export const paymentCurrencies = ['USD', 'EUR'] as const
export type PaymentCurrency = (typeof paymentCurrencies)[number]

/** Sandbox exchange rate to USD (a fixed, documented figure: this is no market). */
export const usdPer: Record<PaymentCurrency, number> = { USD: 1, EUR: 1.08 }

/** Flat network fee of the sandbox, in the payment currency. */
export const NETWORK_FEE = 0.5
