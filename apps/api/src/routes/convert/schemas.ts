import { z } from 'zod'

export const caip10 = z
  .string()
  .regex(/^eip155:\d{1,12}:0x[0-9a-fA-F]{40}$/, 'Expected a CAIP-10 eip155 address')
export const caip2 = z.string().regex(/^eip155:\d{1,12}$/, 'Expected a CAIP-2 eip155 id')
export const baseUnits = z
  .string()
  .regex(/^\d{1,78}$/, 'Expected an amount in base units')
  // 78 digits reach past uint256; contracts take nothing larger.
  .refine((value) => !/^\d+$/.test(value) || BigInt(value) < 2n ** 256n, 'Amount must be below 2^256')

export const chainOf = (caip: string) => caip.split(':').slice(0, 2).join(':')
export const addressOf = (caip: string) => caip.split(':')[2] as `0x${string}`
