import { type Config, isUnsupportedNetwork } from '@portico/core'
import type { Formats } from '../i18n/formats.js'

/**
 * The active account's native balance with its symbol, as the account pill and the Account view write it:
 * 3 decimals, except on a testnet or an unsupported network, where it is not fetched and reads 0.00.
 * Undefined until a balance is known.
 */
export function nativeBalanceText(config: Config, formats: Formats): string | undefined {
  const account = config.getAccount()
  if (account?.balance === undefined) return undefined
  const network = config.network.state.caipNetwork
  const unfetched = network !== undefined && (network.testnet === true || isUnsupportedNetwork(network))
  const amount = unfetched ? formats.unfetchedBalance() : formats.balance(account.balance)
  return `${amount} ${account.balanceSymbol ?? ''}`
}
