import { defaultOnrampOptions } from '../constants.js'
import type { OnrampOptions, OnrampOptionsRequest } from '../types/onramp.js'
import { isOnrampOptionsReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'

/**
 * `GET /v1/onramp/options`, of one provider (`provider`) or of all; on any error (an invalid reply too) the
 * built-in defaults (card and ACH limits, USD and EUR).
 */
export async function getOnrampOptions(
  context: BlockchainApiContext,
  { provider }: OnrampOptionsRequest = {},
): Promise<OnrampOptions> {
  try {
    return await context.get({
      path: '/v1/onramp/options',
      ...(provider === undefined ? {} : { params: { provider } }),
      validate: isOnrampOptionsReply,
    })
  } catch {
    return defaultOnrampOptions()
  }
}
