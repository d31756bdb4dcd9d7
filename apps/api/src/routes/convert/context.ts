import type { Hono } from 'hono'
import type { ChainClients } from '../../chain/clients.js'
import type { ChainConfig } from '../../config.js'
import { isSwapNetwork, unsupportedSwapNetwork } from '../../convert/swapNetworks.js'
import { ValidationError } from '../../middleware/validate.js'
import { chainOf } from './schemas.js'

export type ConvertRoutesParameters = {
  clients: ChainClients
  iconUrl: (symbol: string) => string
  now?: () => number
}

/** What every convert route group reads: the parameters, the swap chain lookup and the pair check. */
export type ConvertContext = {
  clients: ChainClients
  iconUrl: (symbol: string) => string
  now: () => number
  /** The chain of a swap network that has an AMM here; any other is a 400 `UNSUPPORTED_NETWORK` on `field`. */
  swapChain: (caipNetworkId: string, field: string) => ChainConfig
  /** Throws a 400 unless `from` and `to` are different tokens on the same chain. */
  samePair: (from: string, to: string) => void
}

export function convertContext({
  clients,
  iconUrl,
  now = Date.now,
}: ConvertRoutesParameters): ConvertContext {
  const swapChain = (caipNetworkId: string, field: string): ChainConfig => {
    const chain = isSwapNetwork(caipNetworkId) ? clients.chain(caipNetworkId) : undefined
    if (!chain?.amm) throw unsupportedSwapNetwork(caipNetworkId, field)
    return chain
  }
  const samePair = (from: string, to: string) => {
    if (chainOf(from) !== chainOf(to))
      throw new ValidationError('to', 'from and to must be on the same chain')
    if (from.toLowerCase() === to.toLowerCase()) throw new ValidationError('to', 'from and to must differ')
  }
  return { clients, iconUrl, now, swapChain, samePair }
}

export type ConvertApp = Hono
