import { proxy, subscribe } from 'valtio/vanilla'
import { sendAddressCheck } from '../actions/send/sendAddressCheck.js'
import { fetchSendGasPrice } from '../actions/send/sendGasPrice.js'
import { resolveSendReceiver } from '../actions/send/sendReceiver.js'
import { fetchSendTokenBalances } from '../actions/send/sendTokenBalances.js'
import { type SendTransactionReturnType, sendTransaction } from '../actions/send/sendTransaction.js'
import { initialSendState, type SendDependencies, type SendState } from '../actions/send/sendTypes.js'
import { type InvalidSendError, validateSend } from '../actions/send/sendValidation.js'
import type { TokenBalance } from '../api/types.js'
import { type DestroyHook, perConfig } from './perConfig.js'

export type { SendDependencies, SendState }

/**
 * The send form and its flow. Apps and the UI use the config's own (`getSendController(config)`); this
 * builds one on any dependencies. The form resets on disconnect, when the active account goes away, and on
 * a switch to another namespace.
 */
export function createSendController(deps: SendDependencies) {
  const { events, network, account } = deps
  const state = proxy<SendState>(initialSendState())
  let receiverRequest = 0

  const reset = () => {
    receiverRequest++
    Object.assign(state, initialSendState())
  }

  const unsubscribeEvents = events.subscribe(
    ({ event }) => {
      if (event !== 'SWITCH_NETWORK' || network.state.isSwitchingNamespace) reset()
    },
    ['DISCONNECT_SUCCESS', 'DISCONNECT_ERROR', 'SWITCH_NETWORK'],
  )
  // A wallet that disconnects on its own emits no event: watch the active account instead.
  const unsubscribeAccount = subscribe(account.state, () => {
    const namespace = network.state.activeChain
    const status = namespace ? account.get(namespace).status : 'disconnected'
    if (status === 'disconnected' && (state.token || state.tokenBalances.length > 0)) reset()
  })

  return {
    state,
    setToken(token: TokenBalance | undefined) {
      state.token = token
    },
    setTokenAmount(amount: string | undefined) {
      state.sendTokenAmount = amount
    },
    /** Sets an already resolved receiver address, clearing any profile. */
    setReceiverAddress(address: string | undefined) {
      receiverRequest++
      state.receiverAddress = address
      state.receiverProfileName = undefined
      state.receiverProfileImageUrl = undefined
    },
    setReceiverProfileName(name: string | undefined) {
      state.receiverProfileName = name
    },
    setReceiverProfileImageUrl(url: string | undefined) {
      state.receiverProfileImageUrl = url
    },
    /**
     * Sets the receiver from typed text: an address, or a name resolved through the API. Only the latest
     * call writes the state. Returns the resolved address.
     */
    async setReceiver(input: string): Promise<string | undefined> {
      const request = ++receiverRequest
      state.receiverAddress = undefined
      state.receiverProfileName = undefined
      state.receiverProfileImageUrl = undefined
      const receiver = await resolveSendReceiver(deps, input)
      if (request !== receiverRequest) return undefined
      state.receiverAddress = receiver?.address
      state.receiverProfileName = receiver?.profileName
      state.receiverProfileImageUrl = receiver?.profileImageUrl
      return receiver?.address
    },
    /** Token balances for the picker, from the config's token-balance reader. */
    fetchTokenBalances: (parameters: { forceUpdate?: boolean } = {}) =>
      fetchSendTokenBalances(deps, state, parameters),
    /** Gas price and this transfer's fee in USD. */
    fetchGasPrice: () => fetchSendGasPrice(deps, state),
    /** The first problem with the form, or undefined when it can be sent. */
    validate: (): InvalidSendError | undefined =>
      validateSend(state, network.state.activeChain, sendAddressCheck(deps)),
    /** Sends; resets the form once the wallet took it, keeps it on failure (see `sendTransaction`). */
    send: (): Promise<SendTransactionReturnType> => sendTransaction(deps, state, { onSuccess: reset }),
    reset,
    /** Stops following the config's events. */
    destroy() {
      unsubscribeEvents()
      unsubscribeAccount()
    },
  }
}

export type SendController = ReturnType<typeof createSendController>

/** What `getSendController` needs of a config: the send dependencies and its destroy hook. */
export type SendControllerOwner = SendDependencies & DestroyHook

/**
 * The config's send controller, created on first use and stopped by `config.destroy()`. It is reached
 * through this function rather than a property so that its code (validators, name resolution) loads with
 * the code that sends, not with every page.
 *
 * @example
 * const send = getSendController(config)
 * send.setTokenAmount('1.5')
 */
export const getSendController = perConfig<SendControllerOwner, SendController>(
  createSendController,
  (controller) => controller.destroy(),
)
