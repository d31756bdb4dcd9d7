import { type Hex, hashTypedData, isAddress, isHex } from 'viem'
import { invalidParams } from '../errors.js'
import { smartAccountSignature } from '../smartAccount.js'
import { summarizeMessage, summarizeTypedData } from '../summary.js'
import type { DevWalletChain } from '../types.js'
import { consent, requireAccount } from './consent.js'
import type { DevWalletContext } from './context.js'

/** EIP-712 typed data from a JSON string or an object, checked by hashing it. */
export function parseTypedData(value: unknown) {
  let typed: unknown = value
  if (typeof value === 'string') {
    try {
      typed = JSON.parse(value)
    } catch {
      throw invalidParams('typed data must be JSON')
    }
  }
  if (typeof typed !== 'object' || typed === null) throw invalidParams('typed data must be an object')
  const t = typed as {
    domain?: Record<string, unknown>
    types?: unknown
    primaryType?: unknown
    message?: unknown
  }
  const domain = { ...t.domain }
  // biome-ignore lint/suspicious/noExplicitAny: typed data is validated by hashTypedData below
  const parsed = { domain, types: t.types, primaryType: t.primaryType, message: t.message } as any
  try {
    if (typeof domain.chainId === 'string') domain.chainId = Number(BigInt(domain.chainId))
    hashTypedData(parsed)
  } catch (error) {
    throw invalidParams(`typed data: ${(error as { shortMessage?: string }).shortMessage ?? String(error)}`)
  }
  return parsed as Parameters<typeof hashTypedData>[0]
}

/** The key's signature as the wallet gives it: a smart account's is checked by its contract. */
const asSigned = (context: DevWalletContext, chain: DevWalletChain, signature: Hex) =>
  context.smartAccount ? smartAccountSignature(context.smartAccount, chain, signature) : signature

/** `personal_sign` of `[message, address]` (or `[address, message]`, which some dapps send). */
export async function personalSign(
  context: DevWalletContext,
  chain: DevWalletChain,
  method: string,
  params: unknown,
  list: unknown[],
) {
  let [message, signer] = list
  if (typeof message === 'string' && isAddress(message) && typeof signer === 'string' && !isAddress(signer)) {
    ;[message, signer] = [signer, message]
  }
  if (typeof message !== 'string') throw invalidParams('expected [message, address]')
  requireAccount(context, signer)
  await consent(context, method, params, summarizeMessage(message, chain))
  const signature = await context.account.signMessage({
    message: isHex(message) ? { raw: message } : message,
  })
  return asSigned(context, chain, signature)
}

/** `eth_signTypedData_v4` of `[address, typedData]`. */
export async function signTypedData(
  context: DevWalletContext,
  chain: DevWalletChain,
  method: string,
  params: unknown,
  list: unknown[],
) {
  const [signer, data] = list
  requireAccount(context, signer)
  const typed = parseTypedData(data)
  await consent(
    context,
    method,
    params,
    summarizeTypedData(typed as Parameters<typeof summarizeTypedData>[0], chain),
  )
  return asSigned(context, chain, await context.account.signTypedData(typed))
}
