import { type ActionState, useAction } from './useAction.js'
import { useConfig } from './useConfig.js'

export type UseDisconnectReturnType = ActionState<void> & {
  /** Disconnects every namespace and forgets the stored connection. */
  disconnect: () => Promise<void>
}

export function useDisconnect(): UseDisconnectReturnType {
  const config = useConfig()
  const [disconnect, state] = useAction(config.disconnect)
  return { ...state, disconnect }
}
