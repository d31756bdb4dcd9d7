import { isUnsupportedNetwork } from '@portico/core'
import { ref } from 'valtio/vanilla'
import {
  activeCaipAddress,
  eventProperties,
  type SiwxControllerContext,
  splitCaipAddress,
} from './controllerContext.js'
import { setSignedIn } from './controllerFollow.js'
import {
  SiwxNoAddressError,
  SiwxNoClientError,
  SiwxNoNetworkError,
  SiwxNotEnabledError,
  SiwxSignatureDeclinedError,
  SiwxSmartAccountError,
} from './errors.js'
import type { SiwxFailure, SiwxMessageData, SiwxSession, SiwxSignInReturnType } from './types.js'

/**
 * Asks the wallet to sign the provider's message for the active account and stores the session. Throws
 * `SiwxNotEnabledError`, `SiwxNoAddressError`, `SiwxNoNetworkError` or `SiwxNoClientError` when it cannot
 * start; a declined or refused signature is returned and tracked as SIWX_AUTH_ERROR; success as SIWX_AUTH_SUCCESS.
 */
export async function signIn(context: SiwxControllerContext): Promise<SiwxSignInReturnType> {
  const { siwx, state, network, account, events } = context
  if (!siwx) throw new SiwxNotEnabledError()
  const caipAddress = activeCaipAddress(context)
  if (!caipAddress) throw new SiwxNoAddressError()
  const active = network.state.caipNetwork
  if (!active || isUnsupportedNetwork(active)) throw new SiwxNoNetworkError()
  const { namespace, chainId, address } = splitCaipAddress(caipAddress)
  const adapter = context.adapters.get(namespace)
  if (!adapter) throw new SiwxNoClientError({ details: namespace })
  const ofGeneration = context.generation
  state.status = 'signing'
  state.failure = undefined
  try {
    const message = await siwx.createMessage({ chainId, accountAddress: address })
    const text = message.toString()
    const signature = siwx.signMessage
      ? await siwx.signMessage({ message: text, chainId, accountAddress: address })
      : (await adapter.signMessage({ address, message: text })).signature
    const { toString: _text, ...data } = message
    const session: SiwxSession = { data: data as SiwxMessageData, message: text, signature }
    await siwx.addSession(session)
    if (ofGeneration === context.generation) setSignedIn(context, session)
    events.emit('SIWX_AUTH_SUCCESS', eventProperties(context, caipAddress))
    return { status: 'success', session }
  } catch (cause) {
    const smartAccount = account.get(namespace).preferredAccountType === 'smartAccount'
    const failure: SiwxFailure = smartAccount ? 'smartAccount' : 'declined'
    const error = smartAccount
      ? new SiwxSmartAccountError({ cause })
      : new SiwxSignatureDeclinedError({ cause })
    if (ofGeneration === context.generation) {
      state.status = 'declined'
      state.failure = failure
      state.error = ref(error)
    }
    events.emit('SIWX_AUTH_ERROR', eventProperties(context, caipAddress, failure))
    return { status: 'error', error }
  }
}
