import { NamesForAddressError } from '../../errors/thrown.js'
import { pathSegment } from '../buildUrl.js'
import type { NameRecord, NamesForAddressRequest } from '../types/names.js'
import { isNameRecords } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'

/** `GET /v1/profile/reverse/{address}`: the names of an address (reverse lookup), cached 5 min. */
export async function getNamesForAddress(
  context: BlockchainApiContext,
  { address, sender, caipNetworkId }: NamesForAddressRequest,
): Promise<NameRecord[]> {
  if (!context.isNetworkSupported(caipNetworkId)) return []
  const cached = context.caches.namesForAddress.get(address)
  if (cached) return cached
  try {
    const names = await context.get({
      path: `/v1/profile/reverse/${pathSegment(address)}`,
      params: { sender, apiVersion: '2' },
      validate: isNameRecords,
    })
    context.caches.namesForAddress.set(address, names)
    return names
  } catch (error) {
    throw new NamesForAddressError({ cause: error })
  }
}
