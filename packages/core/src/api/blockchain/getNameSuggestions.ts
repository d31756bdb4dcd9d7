import { NameSuggestionsError } from '../../errors/thrown.js'
import { pathSegment } from '../buildUrl.js'
import type { NameSuggestionsRequest, NameSuggestionsResponse } from '../types/names.js'
import { isNameSuggestionsReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'

/** `GET /v1/profile/suggestions/{name}`: available names like `name` in `zone`. */
export async function getNameSuggestions(
  context: BlockchainApiContext,
  { name, caipNetworkId, zone = context.namesZone }: NameSuggestionsRequest,
): Promise<NameSuggestionsResponse> {
  if (!context.isNetworkSupported(caipNetworkId)) return { suggestions: [] }
  try {
    return await context.get({
      path: `/v1/profile/suggestions/${pathSegment(name)}`,
      params: { zone },
      validate: isNameSuggestionsReply,
    })
  } catch (error) {
    throw new NameSuggestionsError({ cause: error })
  }
}
