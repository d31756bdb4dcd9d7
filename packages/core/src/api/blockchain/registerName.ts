import { RegisterNameError } from '../../errors/thrown.js'
import type { RegisterNameRequest } from '../types/names.js'
import type { SuccessResponse } from '../types/shared.js'
import { isSuccessReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'

/** `POST /v1/profile/account`: registers the name in the signed `message`. Clears the address's name cache. */
export async function registerName(
  context: BlockchainApiContext,
  { caipNetworkId, coinType, address, message, signature }: RegisterNameRequest,
): Promise<SuccessResponse> {
  if (!context.isNetworkSupported(caipNetworkId)) return { success: false }
  try {
    const response = await context.post({
      path: '/v1/profile/account',
      params: { projectId: context.projectId },
      body: { coin_type: coinType, address, message, signature },
      validate: isSuccessReply,
    })
    context.caches.namesForAddress.delete(address)
    return response
  } catch (error) {
    throw new RegisterNameError(nameOf(message), { cause: error })
  }
}

/** The `name` of the signed JSON message, or '' when it is not one. */
function nameOf(message: string): string {
  try {
    const parsed: unknown = JSON.parse(message)
    if (parsed && typeof parsed === 'object' && 'name' in parsed && typeof parsed.name === 'string') {
      return parsed.name
    }
  } catch {}
  return ''
}
