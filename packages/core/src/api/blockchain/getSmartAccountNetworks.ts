import type { SmartAccountNetworksResponse } from '../types/smartAccounts.js'
import { isSmartAccountNetworksReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'

/**
 * `GET /v1/smart-accounts`: the chains that offer ERC-4337 smart accounts, each with its EntryPoint, account
 * factory, bundler and (when the project's gas is sponsored there) paymaster service.
 *
 * @example
 * const { networks } = await client.getSmartAccountNetworks()
 */
export function getSmartAccountNetworks(
  context: BlockchainApiContext,
): Promise<SmartAccountNetworksResponse> {
  return context.get({ path: '/v1/smart-accounts', validate: isSmartAccountNetworksReply })
}
