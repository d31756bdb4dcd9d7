import { defaultOnrampOptions } from '../constants.js'
import type { OnrampOptions } from '../types/onramp.js'
import { isOnrampOptionsReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'

/** `GET /v1/onramp/options`; on any error (an invalid reply too) the built-in defaults (card and ACH limits, USD and EUR). */
export async function getOnrampOptions(context: BlockchainApiContext): Promise<OnrampOptions> {
  try {
    return await context.get({ path: '/v1/onramp/options', validate: isOnrampOptionsReply })
  } catch {
    return defaultOnrampOptions()
  }
}
