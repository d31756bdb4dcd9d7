import { NetworkNotSupportedError } from '../../errors/thrown.js'
import type { GasPriceRequest, GasPriceResponse } from '../types/gasPrice.js'
import { isGasPriceReply } from '../validate/replies.js'
import type { BlockchainApiContext } from './context.js'

/** `GET /v1/convert/gas-price`. Unsupported network: throws 'Network not supported for Gas Price' */
export async function getGasPrice(
  context: BlockchainApiContext,
  { caipNetworkId }: GasPriceRequest,
): Promise<GasPriceResponse> {
  if (!context.isNetworkSupported(caipNetworkId)) throw new NetworkNotSupportedError('Gas Price')
  return context.get({
    path: '/v1/convert/gas-price',
    params: { chainId: caipNetworkId },
    validate: isGasPriceReply,
  })
}
