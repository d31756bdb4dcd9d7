import { RegisterNameError } from '../../errors/thrown.js'
import { accountNameLabel, accountNameRuleBreak, fullAccountName } from './accountNameRules.js'
import { type NamesDependencies, nameContext } from './namesTypes.js'

export type RegisterAccountNameReturnType = {
  /** The registered full name (`label.zone`), now the account's `profileName`. */
  name: string
}

export type RegisterAccountNameErrorType = RegisterNameError

/**
 * Registers a name for the active eip155 account: the wallet signs the API's message (name, attributes,
 * timestamp in seconds, chain id and a server nonce) through the adapter's `signMessage`, the API stores it,
 * and the account's `profileName` becomes the name. Throws `RegisterNameError` ('Error registering name
 * <name>') on any failure — a name breaking the rules, names unsupported here, a declined signature (its
 * `cause` is the wallet's error), a taken name — and changes nothing then.
 *
 * @example
 * const { name } = await registerAccountName(config, 'alice') // 'alice.portico.id'
 */
export async function registerAccountName(
  deps: NamesDependencies,
  input: string,
): Promise<RegisterAccountNameReturnType> {
  const { context, unsupported } = nameContext(deps)
  if (!context)
    throw new RegisterNameError(input.trim(), { details: `Names are unsupported: ${unsupported}` })
  const zone = context.api.namesZone
  const label = accountNameLabel(input, zone)
  const name = fullAccountName(label, zone)
  const broken = accountNameRuleBreak(label)
  if (broken) throw new RegisterNameError(name, { details: `The name breaks the rule: ${broken}` })
  const adapter = deps.getAdapter('eip155')
  if (!adapter) throw new RegisterNameError(name, { details: 'No eip155 adapter' })
  const { address, network } = context
  const { success } = await context.api.registerName({
    caipNetworkId: network.caipNetworkId,
    address,
    name,
    signMessage: async ({ message }) => (await adapter.signMessage({ address, message })).signature,
  })
  if (!success) throw new RegisterNameError(name, { details: 'The API did not register it' })
  // Still the same account: the name is its own at once (the reverse lookup was forgotten by the client).
  if (deps.account.get('eip155').address === address) deps.account.set('eip155', 'profileName', name)
  return { name }
}
