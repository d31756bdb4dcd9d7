// The blockchain API's on-ramp calls, loaded together on the first of them.

export { getOnrampCheckoutStatus } from './getOnrampCheckoutStatus.js'
export { getOnrampOptions } from './getOnrampOptions.js'
export { getOnrampProviders } from './getOnrampProviders.js'
export { getOnrampQuote } from './getOnrampQuote.js'
export { getOnrampUrl } from './getOnrampUrl.js'
