import type { SendTransferReturnType } from '../../adapter/types.js'
import { ChainAdapterNotFoundError } from '../../errors/thrown.js'
import { sendAddressCheck } from './sendAddressCheck.js'
import {
  activeSendContext,
  type SendDependencies,
  type SendState,
  tokenContractAddress,
} from './sendTypes.js'
import { InvalidSendError, validateSend } from './sendValidation.js'

export type SendTransactionReturnType = SendTransferReturnType

/**
 * Checks the form (throws `InvalidSendError`, nothing tracked), tracks SEND_INITIATED and asks the wallet
 * through the adapter's `sendTransfer`. Once the wallet took it: toast `sendStarted`, SEND_SUCCESS, then
 * `onSuccess` (the form reset) — a UI returns to its account view when this resolves. On failure: toast
 * `sendFailed` (`sendFailedSolana` on Solana), SEND_ERROR, the form kept, the error rethrown.
 */
export async function sendTransaction(
  deps: SendDependencies,
  state: SendState,
  { onSuccess }: { onSuccess?: (() => void) | undefined } = {},
): Promise<SendTransactionReturnType> {
  const active = activeSendContext(deps)
  const namespace = active?.namespace ?? deps.network.state.activeChain
  const invalid = validateSend(state, namespace, sendAddressCheck(deps))
  if (invalid) throw invalid
  if (!active) throw new InvalidSendError('receiver', namespace)
  const adapter = deps.getAdapter(active.namespace)
  if (!adapter) throw new ChainAdapterNotFoundError({ details: active.namespace })

  const token = state.token
  const amount = state.sendTokenAmount as string
  const to = state.receiverAddress as string
  const decimals = Number(token?.quantity.decimals ?? active.network.nativeCurrency.decimals)
  const contract = token && tokenContractAddress(token)
  const properties = {
    isSmartAccount: active.account.preferredAccountType === 'smartAccount',
    token: token?.symbol ?? active.network.nativeCurrency.symbol,
    amount,
    network: active.network.caipNetworkId,
  }

  deps.events.emit('SEND_INITIATED', properties)
  state.loading = true
  try {
    const result = await adapter.sendTransfer({
      network: active.network,
      from: active.address,
      to,
      value: adapter.parseUnits(amount, decimals),
      token: contract ? { address: contract, decimals } : undefined,
    })
    deps.toasts.success('sendStarted')
    deps.events.emit('SEND_SUCCESS', { ...properties, hash: result.hash })
    onSuccess?.()
    return result
  } catch (error) {
    deps.toasts.error(active.namespace === 'solana' ? 'sendFailedSolana' : 'sendFailed')
    deps.events.emit('SEND_ERROR', { ...properties, message: (error as Error).message })
    throw error
  } finally {
    state.loading = false
  }
}
