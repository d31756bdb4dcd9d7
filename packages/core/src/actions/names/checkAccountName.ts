import { HttpRequestError } from '../../errors/http.js'
import type { ResolveNameError } from '../../errors/thrown.js'
import {
  type AccountNameRuleBreak,
  accountNameLabel,
  accountNameRuleBreak,
  fullAccountName,
} from './accountNameRules.js'
import { type NamesDependencies, type NamesUnsupportedReason, nameContext } from './namesTypes.js'

/** Whether a typed name can be registered by the active account. */
export type CheckAccountNameReturnType =
  /** Free to register (`name` is the full name, `label.zone`). */
  | { status: 'available'; label: string; name: string }
  /** Registered already, by this or another address. */
  | { status: 'taken'; label: string; name: string }
  /** Breaks the rule: letters, digits or hyphens, at least 4 characters. */
  | { status: 'invalid'; label: string; reason: AccountNameRuleBreak }
  /** Names are not offered for the active account (see `NamesUnsupportedReason`). */
  | { status: 'unsupported'; reason: NamesUnsupportedReason }

export type CheckAccountNameErrorType = ResolveNameError

/**
 * Checks a typed name ('alice' or 'alice.portico.id') against the rules, then asks the API whether it is
 * registered (a lookup that answers 404 means it is free). Throws `ResolveNameError` when the API cannot
 * tell.
 *
 * @example
 * const { status } = await checkAccountName(config, 'alice') // 'available' | 'taken' | 'invalid' | 'unsupported'
 */
export async function checkAccountName(
  deps: Pick<NamesDependencies, 'api' | 'account' | 'network'>,
  input: string,
): Promise<CheckAccountNameReturnType> {
  const { context, unsupported } = nameContext(deps)
  if (!context) return { status: 'unsupported', reason: unsupported }
  const label = accountNameLabel(input, context.api.namesZone)
  const reason = accountNameRuleBreak(label)
  if (reason) return { status: 'invalid', label, reason }
  const name = fullAccountName(label, context.api.namesZone)
  try {
    await context.api.lookupName({ name, caipNetworkId: context.network.caipNetworkId })
    return { status: 'taken', label, name }
  } catch (error) {
    if (isNotFound(error)) return { status: 'available', label, name }
    throw error
  }
}

/** Whether the lookup failed because the API has no such name (404). */
function isNotFound(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof HttpRequestError) return cause.status === 404
  }
  return false
}
