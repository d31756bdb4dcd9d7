import {
  AddressOrAuthConnectorNotFoundError,
  ChainAdapterNotFoundError,
  type SignableMessage,
} from '@portico/core'
import { useCallback } from 'react'
import { type ActionState, useAction } from './useAction.js'
import { useConfig } from './useConfig.js'

export type UseSignMessageReturnType = ActionState<string> & {
  /**
   * Asks the active wallet to sign `message` — text, or `{ raw }` bytes (0x-hex or a Uint8Array) as viem's
   * `SignableMessage` — and resolves with the signature. Bitcoin wallets sign text only.
   */
  signMessage: (message: SignableMessage) => Promise<string>
}

/** Signs with the active namespace's adapter. A wallet refusal rejects with `UserRejectedRequestError`. */
export function useSignMessage(): UseSignMessageReturnType {
  const config = useConfig()
  const sign = useCallback(
    async (message: SignableMessage) => {
      const account = config.getAccount()
      const namespace = config.network.state.activeChain
      if (!namespace || account?.status !== 'connected' || !account.address) {
        throw new AddressOrAuthConnectorNotFoundError()
      }
      const adapter = config.getAdapter(namespace)
      if (!adapter) throw new ChainAdapterNotFoundError({ details: namespace })
      const { signature } = await adapter.signMessage({ address: account.address, message })
      return signature
    },
    [config],
  )
  const [signMessage, state] = useAction(sign)
  return { ...state, signMessage }
}
