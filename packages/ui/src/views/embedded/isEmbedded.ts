import type { Config } from '@portico/core'
import { getEmbeddedWallet } from '@portico/embedded-wallet'

/** Whether the active account is a wallet of the e-mail login (the embedded wallet's AUTH connection). */
export function isEmbeddedAccount(config: Config): boolean {
  const namespace = config.network.state.activeChain
  if (!getEmbeddedWallet(config) || !namespace) return false
  return config.account.get(namespace).connectedWalletInfo?.type === 'AUTH'
}

/** The address the embedded wallet is signed in with. */
export function embeddedEmail(config: Config): string | undefined {
  const state = getEmbeddedWallet(config)?.state
  return state?.user?.email ?? state?.email ?? undefined
}

/** Whether Account offers the account-type switch: the embedded wallet's account, on a network where it offers a smart account. */
export function offersAccountTypes(config: Config): boolean {
  return isEmbeddedAccount(config) && config.network.isSmartAccountEnabled(config.network.state.caipNetwork)
}
