import type { Address } from 'viem'
import { z } from 'zod'
import type { BundlerContext } from './context.js'
import { InvalidParamsError } from './errors.js'

export const addressParam = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address')
export const hashParam = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 32-byte hash')

/** `params` parsed by `schema`, or an invalid-params error naming the first failing field. */
export function parseParams<S extends z.ZodType>(schema: S, params: unknown): z.infer<S> {
  const result = schema.safeParse(params ?? [])
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const where = issue?.path.length ? `params.${issue.path.map(String).join('.')}` : 'params'
  throw new InvalidParamsError(`${where} ${issue?.message ?? 'is invalid'}`)
}

/** Refuses an EntryPoint other than the one this bundler serves. */
export function checkEntryPoint(context: BundlerContext, entryPoint: string): Address {
  if (entryPoint.toLowerCase() !== context.entryPoint.toLowerCase()) {
    throw new InvalidParamsError(`EntryPoint ${entryPoint} is not supported (only ${context.entryPoint})`)
  }
  return context.entryPoint
}
