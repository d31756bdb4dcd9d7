import type { OpenModalParameters, View } from '@portico/core'
import { useConfig } from './useConfig.js'
import { useProxyState } from './useProxyState.js'

export type UseModalReturnType = {
  /** Opens a named view, or Connect / Account by connection; `namespace` filters the wallets shown. */
  open: (parameters?: OpenModalParameters) => void
  close: () => void
  isOpen: boolean
  view: View
}

/** Opens and closes the modal; re-renders when it opens, closes or changes view. */
export function useModal(): UseModalReturnType {
  const config = useConfig()
  const { open: isOpen } = useProxyState(config.modal.state)
  const { view } = useProxyState(config.router.state)
  return { open: config.open, close: config.close, isOpen, view }
}
