'use client'

// Public entry of @portico/react. It holds context, hooks and effects, so it is a client module: a React Server
// Component file may import it and render its components, which then run on the client (Next.js App Router).

export { AccountButton, type AccountButtonProps } from './components/AccountButton.js'
export { ConnectButton, type ConnectButtonProps } from './components/ConnectButton.js'
export { NetworkButton, type NetworkButtonProps } from './components/NetworkButton.js'
export type { ElementProps } from './components/UiElement.js'
export { ElementNotDefinedError, PorticoProviderNotFoundError } from './errors.js'
export { type UseAccountReturnType, useAccount } from './hooks/useAccount.js'
export type { ActionState, ActionStatus } from './hooks/useAction.js'
export { type UseBalanceParameters, type UseBalanceReturnType, useBalance } from './hooks/useBalance.js'
export { type UseConfigReturnType, useConfig } from './hooks/useConfig.js'
export { type UseDisconnectReturnType, useDisconnect } from './hooks/useDisconnect.js'
export { type UseModalReturnType, useModal } from './hooks/useModal.js'
export { type UseNetworkReturnType, useNetwork } from './hooks/useNetwork.js'
export { type UseSignMessageReturnType, useSignMessage } from './hooks/useSignMessage.js'
export { PorticoProvider, type PorticoProviderProps } from './PorticoProvider.js'
export type {
  CreateModalParameters,
  Locale,
  LocaleOption,
  ModalHandle,
  ThemeMode,
  ThemeVariables,
} from './ui.js'
