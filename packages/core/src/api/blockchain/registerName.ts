import { RegisterNameError } from '../../errors/thrown.js'
import { evmCoinType } from '../evmCoinType.js'
import type { RegisterNameMessage, RegisterNameRequest } from '../types/names.js'
import type { SuccessResponse } from '../types/shared.js'
import { isSuccessReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'
import { fetchNonce } from './fetchNonce.js'

/**
 * `POST /v1/profile/account`: registers `name` for `address` on the eip155 network `caipNetworkId`. Fetches
 * a nonce and has the address sign (EIP-191) the JSON message `{ name, attributes, timestamp, chainId,
 * nonce }`; the API accepts each signature once, for that chain only. Clears the address's name cache.
 *
 * @example
 * await client.registerName({ caipNetworkId: 'eip155:1', address: account.address, name: 'alice', signMessage: account.signMessage })
 */
export async function registerName(
  context: BlockchainApiContext,
  { caipNetworkId, address, name, attributes = {}, signMessage }: RegisterNameRequest,
): Promise<SuccessResponse> {
  if (!context.isNetworkSupported(caipNetworkId)) return { success: false }
  const [namespace, reference] = caipNetworkId.split(':')
  const chainId = Number(reference)
  if (namespace !== 'eip155' || !Number.isSafeInteger(chainId)) return { success: false }
  try {
    const nonce = await fetchNonce(context, { scope: 'profile', address })
    const fields: RegisterNameMessage = {
      name,
      attributes,
      timestamp: Math.floor(Date.now() / 1000),
      chainId,
      nonce,
    }
    const message = JSON.stringify(fields)
    const signature = await signMessage({ message })
    const response = await context.post({
      path: '/v1/profile/account',
      params: { projectId: context.projectId },
      body: { coin_type: evmCoinType(chainId), address, message, signature },
      validate: isSuccessReply,
    })
    context.caches.namesForAddress.delete(address)
    return response
  } catch (error) {
    throw new RegisterNameError(name, { cause: error })
  }
}
