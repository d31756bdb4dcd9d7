import { isHex, numberToHex, type WalletClient } from 'viem'
import { createChainClient } from '../chainClient.js'
import { invalidParams, unrecognizedChain } from '../errors.js'
import type { DevWalletChain } from '../types.js'
import type { DevWalletContext } from './context.js'

export function parseChainId(value: unknown): number {
  if ((typeof value === 'string' && isHex(value) && value.length > 2) || Number.isInteger(value)) {
    const id = Number(BigInt(value as string | number))
    if (Number.isSafeInteger(id) && id > 0) return id
  }
  throw invalidParams('"chainId" must be a hex quantity')
}

/** `wallet_addEthereumChain`'s parameter as a chain: an id, an http(s) RPC URL, a name, maybe a currency. */
export function parseAddChain(param: unknown): DevWalletChain {
  if (typeof param !== 'object' || param === null) throw invalidParams('expected [{ chainId, rpcUrls, ... }]')
  const p = param as Record<string, unknown>
  const id = parseChainId(p.chainId)
  const rpcUrl: unknown = Array.isArray(p.rpcUrls) ? p.rpcUrls[0] : undefined
  if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl))
    throw invalidParams('"rpcUrls[0]" must be an http(s) URL')
  const chain: DevWalletChain = {
    id,
    name: typeof p.chainName === 'string' ? p.chainName : `Chain ${id}`,
    rpcUrl,
  }
  const currency = p.nativeCurrency as DevWalletChain['nativeCurrency'] | null
  if (currency && typeof currency.symbol === 'string' && typeof currency.decimals === 'number') {
    chain.nativeCurrency = {
      name: String(currency.name ?? currency.symbol),
      symbol: currency.symbol,
      decimals: currency.decimals,
    }
  }
  return chain
}

/** Makes a known chain the current one, emitting `chainChanged` when it changes. */
export function switchTo(context: DevWalletContext, id: number) {
  const next = context.chains.get(id)
  if (!next) throw unrecognizedChain(numberToHex(id))
  if (next === context.current) return
  context.current = next
  context.emitter.emit('chainChanged', numberToHex(id))
}

/** The viem wallet client of the key on `chain`, made once. */
export function clientFor(context: DevWalletContext, chain: DevWalletChain): WalletClient {
  const key = `${chain.id} ${chain.rpcUrl}`
  let client = context.clients.get(key)
  if (!client) {
    client = createChainClient(chain, context.account)
    context.clients.set(key, client)
  }
  return client
}
