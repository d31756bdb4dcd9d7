import type { CaipNetworkId } from '@portico/core'
import type { SiwxConfig, SiwxMessageData } from './types.js'

// The account of a one-click sign-in request, before the wallet names its own (EIP-4361 needs an address).
const PLACEHOLDER_ADDRESS = '0x0000000000000000000000000000000000000000'

/**
 * The fields of a sign-in on `chainId` for an account not known yet: the provider's message (a fresh nonce from
 * its server) with a placeholder address. A one-click sign-in (WalletConnect's `wc_sessionAuthenticate`) sends
 * them; the wallet fills in its account and signs. Needs no controller, so a pairing does not wait for one.
 */
export async function createSignInRequest(
  provider: SiwxConfig,
  chainId: CaipNetworkId,
): Promise<SiwxMessageData> {
  const message = await provider.createMessage({ chainId, accountAddress: PLACEHOLDER_ADDRESS })
  const { toString: _text, ...data } = message
  return data as SiwxMessageData
}
