import { isUnsupportedNetwork } from '../../controllers/network.js'
import { activeSendContext } from '../send/sendTypes.js'
import { SWAP_NATIVE_TOKEN_ADDRESS } from './swapConstants.js'
import { SwapNotSupportedError } from './swapErrors.js'
import type { SwapDependencies } from './swapTypes.js'

/**
 * What every swap step needs: the API, the connected EVM account and its network. Throws
 * `SwapNotSupportedError` when swaps cannot run here; undefined when nobody is connected.
 */
export function swapContext(deps: Pick<SwapDependencies, 'api' | 'account' | 'network'>) {
  const active = activeSendContext(deps)
  if (!active) return undefined
  if (!deps.api || active.namespace !== 'eip155' || isUnsupportedNetwork(active.network))
    throw new SwapNotSupportedError({ details: active.network.caipNetworkId })
  const caipNetworkId = active.network.caipNetworkId
  return {
    ...active,
    api: deps.api,
    caipNetworkId,
    /** The account as CAIP-10, as the swap service wants it. */
    userAddress: `${caipNetworkId}:${active.address}`,
    nativeAddress: `${caipNetworkId}:${SWAP_NATIVE_TOKEN_ADDRESS}`,
    isSmartAccount: active.account.preferredAccountType === 'smartAccount',
  }
}

export type SwapContext = NonNullable<ReturnType<typeof swapContext>>
