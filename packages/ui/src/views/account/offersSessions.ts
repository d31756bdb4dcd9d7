import { type Config, isFeatureAvailable } from '@portico/core'

/**
 * Whether Account offers Sessions: `features.smartSessions` available (its flag and the API), and the active
 * account an EVM smart account of its own address (the EOA upgraded in place has no session executor).
 */
export function offersSessions(config: Config): boolean {
  if (config.network.state.activeChain !== 'eip155' || !isFeatureAvailable(config, 'smartSessions'))
    return false
  const account = config.account.get('eip155')
  return (
    account.status === 'connected' &&
    account.preferredAccountType === 'smartAccount' &&
    account.smartAccountMode !== 'eip7702'
  )
}
