import type { ChainAdapter } from '../../adapter/types.js'
import type { Network } from '../../networks/types.js'
import { formatUnits, parseUnits } from '../../utils/units.js'
import {
  activeSendContext,
  type SendDependencies,
  type SendState,
  tokenContractAddress,
} from './sendTypes.js'
import { isPositiveAmount } from './sendValidation.js'

/** Adapters that can tell the network's gas price (the EVM adapter can); not part of `ChainAdapter`. */
type GasPriceCapable = ChainAdapter & { getGasPrice(parameters: { network: Network }): Promise<bigint> }

const PLACEHOLDER_AMOUNT = '0'

/**
 * The gas price (the API's `standard`, or the adapter's own when there is no API) and the fee of this
 * transfer in USD (the adapter's estimate × the native token's price). Gas failures never throw: a failed
 * gas price leaves `gasPrice` undefined and a failed estimate leaves `gasPriceInUSD` undefined.
 */
export async function fetchSendGasPrice(
  deps: Pick<SendDependencies, 'api' | 'account' | 'network' | 'getAdapter'>,
  state: SendState,
): Promise<void> {
  const active = activeSendContext(deps)
  const adapter = active && deps.getAdapter(active.namespace)
  if (!active || !adapter) return
  try {
    if (deps.api) {
      const { standard } = await deps.api.getGasPrice({ caipNetworkId: active.network.caipNetworkId })
      state.gasPrice = BigInt(standard)
    } else if ('getGasPrice' in adapter && typeof adapter.getGasPrice === 'function') {
      state.gasPrice = await (adapter as GasPriceCapable).getGasPrice({ network: active.network })
    }
  } catch {
    state.gasPrice = undefined
  }

  const token = state.token
  const decimals = Number(token?.quantity.decimals ?? active.network.nativeCurrency.decimals)
  const amount = isPositiveAmount(state.sendTokenAmount) ? state.sendTokenAmount : PLACEHOLDER_AMOUNT
  const contract = token && tokenContractAddress(token)
  let fee: bigint | null = null
  try {
    fee = await adapter.estimateFee({
      network: active.network,
      from: active.address,
      to: state.receiverAddress ?? active.address,
      value: parseUnits(amount, decimals),
      token: contract ? { address: contract, decimals } : undefined,
    })
  } catch {
    fee = null
  }
  const nativePrice = state.tokenBalances.find((b) => !b.address)?.price
  state.gasPriceInUSD =
    fee === null || nativePrice === undefined
      ? undefined
      : Number(formatUnits(fee, active.network.nativeCurrency.decimals)) * nativePrice
}
