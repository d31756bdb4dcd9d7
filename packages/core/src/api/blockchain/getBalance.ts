import { pathSegment } from '../buildUrl.js'
import type { BalanceRequest, BalanceResponse } from '../types/balance.js'
import { isBalanceReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'

/** `GET /v1/account/{address}/balance` in usd, cached 30 s per network and address unless `forceUpdate`. */
export async function getBalance(
  context: BlockchainApiContext,
  { address, caipNetworkId, forceUpdate }: BalanceRequest,
): Promise<BalanceResponse> {
  if (!context.isNetworkSupported(caipNetworkId)) return { balances: [] }
  const key = `${caipNetworkId}:${address}`
  const force = forceUpdate !== undefined && forceUpdate !== false
  const cached = force ? undefined : context.caches.balance.get(key)
  if (cached) return cached
  const balance = await context.get({
    path: `/v1/account/${pathSegment(address)}/balance`,
    params: { currency: 'usd', chainId: caipNetworkId, forceUpdate: force ? String(forceUpdate) : undefined },
    validate: isBalanceReply,
  })
  context.caches.balance.set(key, balance)
  return balance
}
