import { ResolveNameError } from '../../errors/thrown.js'
import { pathSegment } from '../buildUrl.js'
import type { LookupNameRequest, NameRecord } from '../types/names.js'
import { isNameRecord } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'

/** `GET /v1/profile/account/{name}`: addresses and attributes of a name, cached 5 min. */
export async function lookupName(
  context: BlockchainApiContext,
  { name, caipNetworkId }: LookupNameRequest,
): Promise<NameRecord> {
  if (!context.isNetworkSupported(caipNetworkId)) return { name, addresses: {}, attributes: {} }
  const cached = context.caches.name.get(name)
  if (cached) return cached
  try {
    const record = await context.get({
      path: `/v1/profile/account/${pathSegment(name)}`,
      params: { apiVersion: '2' },
      validate: isNameRecord,
    })
    context.caches.name.set(name, record)
    return record
  } catch (error) {
    throw new ResolveNameError({ cause: error })
  }
}
